// Data Polis at phone and desktop widths: every policy's detail fits the width (no
// horizontal scrolling), and the menu works: an offcanvas panel on phones, a sidebar that
// narrows and widens on desktops.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, expectSidebarColumnFullHeight } from './support/layout';
import { BUDI, signIn, TEXT } from './support/portal';

const POLICIES = [
  ['UL24000123', 'Sentosa Link Proteksi Maksima', 'Asuransi Tambahan'],
  ['KS23000456', 'Sentosa Medika Keluarga', 'Kartu Kesehatan'],
  ['TL15000789', 'Sentosa Proteksi Berjangka 10', 'Penerima Manfaat'],
] as const;

test('Data Polis: each policy fits the screen width', async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  const list = page.getByRole('radiogroup', { name: 'Pilih polis' });
  for (const [number, product, section] of POLICIES) {
    await list.getByText(number).click();
    await expect(list.getByRole('radio', { name: new RegExp(number) })).toBeChecked();
    const summary = page.getByRole('region', { name: product });
    await expect(summary).toContainText(number);
    await expect(page.getByRole('region', { name: section })).toBeVisible();
    await expectNoHorizontalOverflow(page, `Data Polis ${number}`);
    await snap(page, `01-${number}`);
  }
  await expect(page.getByText('Berakhir', { exact: true }).first()).toBeVisible();
});

const list = (page: Page) => page.getByRole('radiogroup', { name: 'Pilih polis' });

test('the menu: offcanvas on phones, collapsible sidebar on desktops', async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

  if (phone) {
    const open = page.getByRole('button', { name: 'Buka menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Menu utama' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Data Polis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page, 'phone menu');
    await snap(page, '02-phone-menu');
    await panel.getByRole('link', { name: 'Hubungi Kami' }).click();
    await expect(panel).toBeHidden();
    await expect(heading('Hubungi Kami')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'Hubungi Kami');

    await open.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(panel).toBeHidden();
    await open.click();
    await panel.getByRole('link', { name: 'Data Polis' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav.getByRole('link', { name: 'Data Polis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const label = nav.getByText('Hubungi Kami');
    await expect(label).toBeVisible();
    await list(page).getByText('KS23000456').click(); // the longest policy page
    await expectSidebarColumnFullHeight(page);
    await page.getByRole('button', { name: 'Persempit menu' }).click();
    await expect(label).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Perlebar menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectNoHorizontalOverflow(page, 'narrow sidebar');
    await snap(page, '02-sidebar-narrow');
    await nav.getByRole('link', { name: 'Hubungi Kami' }).click();
    await expect(heading('Hubungi Kami')).toBeVisible();
    await page.getByRole('button', { name: 'Perlebar menu' }).click();
    await expect(label).toBeVisible();
    await nav.getByRole('link', { name: 'Data Polis' }).click();
  }
  await expect(heading(TEXT.pageTitle)).toBeVisible();
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'Data Polis after the menu');
});
