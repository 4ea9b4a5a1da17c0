// Logout from the header: a confirmation modal; TIDAK stays, OK ends the session on the
// server and in the browser and shows the login page with a notice.
import { expect, snap, test } from './support/fixtures';
import { BUDI, logoutFromHeader, signIn, storedToken, URL_PATH } from './support/portal';

test('logout from the header asks first; TIDAK stays, OK signs out', async ({
  page,
  outbox,
  request,
  serverURL,
}) => {
  await signIn(page, outbox, BUDI);
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();
  const token = await storedToken(page);

  await logoutFromHeader(page, false);
  await expect(page).toHaveURL(URL_PATH.dataPolis);
  expect(await storedToken(page)).toBe(token);

  await page.getByRole('banner').getByRole('button', { name: 'Keluar' }).click();
  await snap(page, '01-logout-confirm');
  await page.getByRole('dialog', { name: 'Keluar' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(URL_PATH.login);
  await expect(page.getByText('Anda telah keluar dari TManKu.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await snap(page, '02-logged-out');

  // The session is over on the server too: the old token is refused.
  const config = await (await request.get(`${serverURL}/runtime-config.js`)).text();
  const { clientId, clientSecret } = JSON.parse(
    config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1),
  ) as { clientId: string; clientSecret: string };
  const check = await request.post(`${serverURL}/customer/api/session/check`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'access-token': token ?? '',
    },
  });
  expect(check.status()).toBe(403);
});
