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

/**
 * Follows an entry of the signed-in menu, through the offcanvas panel on phones; there it
 * waits for the panel to finish closing (a page that answers at once could otherwise open
 * a dialog of its own while the panel, also a dialog, is still sliding away).
 */
export async function openMenu(page: Page, label: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu utama' });
    await panel.getByRole('link', { name: label }).click();
    await expect(panel).toHaveCount(0);
  } else {
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: label })
      .click();
  }
}

/**
 * On a page taller than the screen, the sidebar's column (its background and border) runs
 * to the bottom of the page, not only the first screen (a full-page capture, a print, or a
 * window that scrolls the layout would show it ending partway).
 */
export async function expectSidebarColumnFullHeight(page: Page): Promise<void> {
  const { column, page: height } = await page.evaluate(() => {
    const shell = document.querySelector('.portal-shell');
    const before = shell ? getComputedStyle(shell, '::before') : null;
    return {
      column: before ? Number.parseFloat(before.height) : Number.NaN,
      page: document.scrollingElement?.scrollHeight ?? 0,
    };
  });
  expect(height, 'a page taller than the screen').toBeGreaterThan(page.viewportSize()?.height ?? 0);
  expect(column, 'sidebar column height').toBeGreaterThanOrEqual(height - 1);
}
