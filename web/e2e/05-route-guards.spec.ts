// Route guards: the portal needs a signed-in customer, a sign-in step needs a sign-in in
// progress (and the step before it), and an unknown address shows the 404 page.
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { URL_PATH } from './support/portal';

test('signed out, Data Polis leads to the login page', async ({ page }) => {
  await page.goto('/polis/detail');
  await expect(page).toHaveURL(URL_PATH.login);
  await expect(page.getByRole('heading', { name: 'Selamat datang di TManKu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a sign-in step opened directly, without a sign-in in progress, leads to login', async ({
  page,
}) => {
  for (const path of ['/login/otp', '/login/verify-password', '/login/create-password']) {
    await page.goto(path);
    await expect(page, `${path} without a flow`).toHaveURL(URL_PATH.login);
    await expect(page.getByLabel('Nama pengguna atau NIK')).toBeVisible();
  }
});

test('an unknown address shows the 404 page', async ({ page }) => {
  const response = await page.goto('/halaman-yang-tidak-ada');
  // The server answers the app; the app decides it is a 404.
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page.getByText('Kode kesalahan: 404 — Page Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke halaman utama' })).toBeVisible();
  await expect(page).toHaveTitle(/Halaman tidak ditemukan/);
  await expectAccessible(page, '404 page');
  await snap(page, '01-not-found');
});
