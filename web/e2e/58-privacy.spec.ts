// The customer's rights over their personal data (UU 27/2022) on a phone, with axe in both
// colour schemes: Budi asks for a copy of his data on Privasi; the server's job prepares it
// while the page waits, and he downloads the PDF and the JSON, named after him and the day,
// the JSON holding his policies, his claims and his consents and none of his secrets. He
// withdraws the e-mail offers consent and sees its proof, reads what the law keeps before an
// erasure, and asks for a restriction of processing (the demo's correction is still under
// review: one open request per kind), which is listed with its register number.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn } from './support/portal';

const FILE = /^data-pribadi-budi\.santoso-\d{4}-\d{2}-\d{2}\.(pdf|json)$/;
const RESTRICTION =
  'Mohon data saya tidak dipakai untuk survei kepuasan pelanggan oleh pihak ketiga mana pun.';

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessibleInBothSchemes(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

async function saved(downloading: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('Budi downloads a copy of his data, withdraws a consent and asks for a restriction', async ({
  page,
  outbox,
}) => {
  await signIn(page, outbox, BUDI);
  await openMenu(page, 'Privasi');
  await expect(page).toHaveURL(/\/privasi$/);
  await check(page, '01 privacy');

  const copy = page.getByRole('region', { name: 'Salinan data pribadi' });
  await test.step('a copy asked for, prepared by the job while the page waits', async () => {
    await copy.getByRole('button', { name: 'Minta salinan data' }).click();
    await expect(
      copy.getByRole('button', { name: /^Unduh salinan data pribadi \(PDF, / }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(copy).toContainText('Tersedia sampai');
    await check(page, '02 privacy copy ready');
  });

  await test.step('the PDF and the JSON downloaded', async () => {
    const pdf = await saved(
      Promise.all([
        page.waitForEvent('download'),
        copy.getByRole('button', { name: /^Unduh salinan data pribadi \(PDF, / }).click(),
      ]).then(([download]) => download),
    );
    expect(pdf.name).toMatch(FILE);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const json = await saved(
      Promise.all([
        page.waitForEvent('download'),
        copy.getByRole('button', { name: /^Unduh salinan data pribadi \(JSON, / }).click(),
      ]).then(([download]) => download),
    );
    expect(json.name).toMatch(FILE);
    const data = JSON.parse(json.bytes.toString('utf-8')) as Record<string, unknown>;
    expect(data.format_version).toBe('1');
    const text = JSON.stringify(data);
    expect(text).toContain('Budi Santoso');
    expect(text).toContain('UL24000123');
    expect(Array.isArray(data.claims) && Array.isArray(data.consents)).toBe(true);
    expect(text).not.toContain(BUDI.password);
    expect(text).not.toMatch(/password_hash|\$argon2|\$2[aby]\$/);
  });

  const consents = page.getByRole('region', { name: 'Persetujuan' });
  await test.step('the e-mail offers consent withdrawn, with its proof', async () => {
    const offers = consents.getByRole('switch', { name: /Penawaran produk lewat email/ });
    await expect(offers).toBeChecked();
    await offers.click();
    await expect(offers).not.toBeChecked();
    await expect(consents.getByText('Menyimpan…')).toHaveCount(0);
    await consents.getByRole('button', { name: 'Lihat bukti' }).first().click();
    const proof = consents.getByRole('list', { name: /penawaran produk lewat email/i });
    await expect(proof).toContainText('Ditarik');
    await expect(proof).toContainText('Portal TManKu');
    await expect(proof).toContainText('Formulir SPAJ');
    await check(page, '03 privacy consent withdrawn');
  });

  await test.step('erasure explained, a restriction asked for: its register number', async () => {
    await page
      .getByRole('region', { name: 'Permintaan atas data pribadi' })
      .getByRole('link', { name: 'Ajukan permintaan' })
      .click();
    await expect(page).toHaveURL(/\/privasi\/permintaan$/);
    await page.getByRole('radio', { name: /Penghapusan data/ }).check();
    await expect(page.getByText('UU 8/1997 tentang Dokumen Perusahaan')).toBeVisible();
    await check(page, '04 privacy erase explained');
    await page.getByRole('radio', { name: /Pembatasan pemrosesan/ }).check();
    await page.getByLabel('Uraian permintaan').fill(RESTRICTION);
    await page.getByRole('button', { name: 'Kirim permintaan' }).click();
    await expect(page).toHaveURL(/\/privasi$/);
    const requests = page.getByRole('list', { name: 'Permintaan Anda' });
    await expect(requests).toContainText(/PDP-\d{4}-\d{6}/);
    await expect(requests).toContainText('Pembatasan pemrosesan');
    await check(page, '05 privacy request sent');
  });
});
