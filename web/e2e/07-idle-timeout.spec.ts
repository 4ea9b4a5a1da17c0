// Idle timeout (config/all: 900 s, warning 120 s before). Playwright's clock moves the
// page's time: past the warning the 'Sesi Anda akan segera berakhir' modal counts down;
// past the timeout the customer is logged out to the login page with the idle notice.
// 'Tetap Masuk' keeps the session.
import { expect, snap, test } from './support/fixtures';
import { BUDI, signIn, storedToken, URL_PATH } from './support/portal';

const WARNING_AFTER_MS = (900 - 120) * 1000;

test.beforeEach(async ({ page }) => {
  // The fake clock must be installed before the app loads; time flows normally until moved.
  await page.clock.install();
});

test('idle: the warning counts down, then the customer is logged out', async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();
  const warning = page.getByRole('dialog', { name: 'Sesi Anda akan segera berakhir' });
  await expect(warning).toHaveCount(0);

  await page.clock.fastForward(WARNING_AFTER_MS + 1_000);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Demi keamanan, Anda akan dikeluarkan otomatis');
  const countdown = warning.getByRole('timer');
  await expect(countdown).toHaveText(/^\d+ detik$/);
  const before = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  // About two minutes left (the warning comes 120 s before the end).
  expect(before).toBeGreaterThan(60);
  expect(before).toBeLessThanOrEqual(120);
  await page.clock.fastForward(10_000);
  await expect
    .poll(async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]))
    .toBeLessThan(before);
  await expect(warning.getByRole('button', { name: 'Tetap Masuk' })).toBeVisible();
  await snap(page, '01-idle-warning');

  await page.clock.fastForward(120_000);
  await expect(page).toHaveURL(URL_PATH.login);
  await expect(
    page.getByText('Sesi Anda telah berakhir karena tidak ada aktivitas.'),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await snap(page, '02-idle-logged-out');
});

test("idle: 'Tetap Masuk' keeps the customer signed in", async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();
  const warning = page.getByRole('dialog', { name: 'Sesi Anda akan segera berakhir' });

  await page.clock.fastForward(WARNING_AFTER_MS + 1_000);
  await expect(warning).toBeVisible();
  const extended = page.waitForResponse(
    (r) => r.url().includes('/session/update') && r.request().method() === 'POST',
  );
  await warning.getByRole('button', { name: 'Tetap Masuk' }).click();
  await expect(warning).toBeHidden();
  expect((await extended).status()).toBe(200);

  // Past the moment the session would have ended without the answer: still signed in.
  await page.clock.fastForward(3 * 60_000);
  await expect(page).toHaveURL(URL_PATH.dataPolis);
  await expect(warning).toHaveCount(0);
  expect(await storedToken(page)).toBeTruthy();
  // The portal still works: another policy's detail loads.
  await page.getByRole('radiogroup', { name: 'Pilih polis' }).getByText('KS23000456').click();
  await expect(page.getByRole('region', { name: 'Kartu Kesehatan' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
