// Roles do not mix in the browser (issue 9, finding 6): staff sign in through
// /login?admin=1 and land in the admin layout; no customer page opens for them and no
// customer data is asked for; 'Keluar' ends the session. A customer never reaches the
// admin home.
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow } from './support/layout';
import {
  ADMIN,
  BUDI,
  logoutFromHeader,
  signIn,
  storedToken,
  submitOtp,
  submitPassword,
  TEXT,
  URL_PATH,
} from './support/portal';

test('an admin session lands in the admin layout and opens no customer page', async ({
  page,
  outbox,
}) => {
  const customerCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/customer\/api\/(policy|payment|transaction|termscondition|token)\//.test(request.url()))
      customerCalls.push(request.url());
  });

  await page.goto('/login?admin=1');
  await page.getByLabel(TEXT.identifier).fill(ADMIN.userName);
  await page.getByRole('button', { name: TEXT.next }).click();
  const mark = outbox.mark();
  await submitPassword(page, ADMIN.password);
  await submitOtp(page, outbox, mark, ADMIN.phone);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Beranda Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Admin TManKu');
  await expect(page.getByRole('banner')).toContainText(ADMIN.userName);
  await expect(page.getByText(`Selamat datang, ${ADMIN.userName}.`)).toBeVisible();
  // No customer menu, no terms gate: this is not the customer portal.
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'admin home');
  await expectAccessible(page, 'admin home');
  await snap(page, '01-admin-home');

  // Customer pages, typed or from the hash rule, go back to the admin home.
  for (const path of ['/polis/detail', '/polis/payment', '/transaction-history', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Beranda Admin', level: 1 })).toBeVisible();
  }
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  expect(customerCalls).toEqual([]);
  await expect(page.getByRole('dialog', { name: 'Perhatian' })).toHaveCount(0);

  await logoutFromHeader(page);
  await expect(page).toHaveURL(URL_PATH.login);
  await expect(page.getByText('Anda telah keluar dari TManKu.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a customer session never opens the admin home', async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  await page.goto('/admin');
  await expect(page).toHaveURL(URL_PATH.dataPolis);
  await expect(page.getByRole('heading', { name: TEXT.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('Beranda Admin')).toHaveCount(0);
});
