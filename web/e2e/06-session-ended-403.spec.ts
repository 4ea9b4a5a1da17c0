// The session ends on the server while the page is open (here: session/logout with the
// page's own token, as another tab or an administrator would). The next API call answers
// 403: one 'Perhatian' popup; after OK the customer is on the login page, token gone.
import { expect, snap, test } from './support/fixtures';
import { BUDI, signIn, URL_PATH } from './support/portal';

test('a session ended on the server: Perhatian popup, then the login page', async ({
  page,
  outbox,
}) => {
  await signIn(page, outbox, BUDI);
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();

  const ended = await page.evaluate(async () => {
    const config =
      (window as { __PORTAL_CONFIG__?: Record<string, string> }).__PORTAL_CONFIG__ ?? {};
    const response = await fetch(`${config.apiBaseUrl}/session/logout`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
        'access-token': localStorage.getItem('token') ?? '',
      },
    });
    return response.status;
  });
  expect(ended).toBe(200);

  // The next API call answers 403: the detail of another policy the customer opens, unless a
  // background call (the idle heartbeat, a refetch) meets the ended session first. Either way
  // exactly one 'Perhatian' popup appears; it only ever shows for a 403.
  const popup = page.getByRole('dialog', { name: 'Perhatian' });
  if (!(await popup.isVisible())) {
    await page
      .getByRole('radiogroup', { name: 'Pilih polis' })
      .getByText('KS23000456')
      .click({ timeout: 5_000 })
      .catch(() => undefined); // the popup may have covered the page meanwhile
  }
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Sesi Anda telah berakhir. Silakan masuk kembali.');
  // Only one popup at a time, even though several calls failed.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // No close button: OK is the only way on.
  await expect(popup.getByRole('button')).toHaveText(['OK']);
  await snap(page, '01-perhatian');
  await popup.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(URL_PATH.login);
  await expect(page.getByLabel('Nama pengguna atau NIK')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await snap(page, '02-login-after-403');
});
