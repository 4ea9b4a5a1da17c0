// Layout checks and navigation that depend on the width: the page never scrolls sideways,
// and the signed-in menu is an offcanvas panel on phones (< 600 px) and a sidebar otherwise.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    viewport: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${where}: page width ${scrollWidth} > viewport ${viewport}`,
  ).toBeLessThanOrEqual(viewport);
}

/** Follows an entry of the signed-in menu, through the offcanvas panel on phones. */
export async function openMenu(page: Page, label: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu utama' })
      .getByRole('link', { name: label })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: label })
      .click();
  }
}
