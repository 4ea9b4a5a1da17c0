// E-wallet payment end to end, at phone and desktop widths: Budi pays the next bill of his
// health policy with GoPay. 'Bayar dengan GoPay' opens the wallet's page in a new tab (the
// sandbox gateway's, an absolute link as a real gateway gives); he confirms there; the
// portal's payment page, still open, turns paid without a reload. Runs after
// 30-premium-payment (file order), which paid the overdue bill.
import { expectAccessible } from './support/a11y';
import { DEMO, periodStart } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn } from './support/portal';

const POLICY = DEMO.budi.healthPolicy;
const NEXT = new RegExp(`Pilih tagihan periode ${periodStart(DEMO.budi.nextBill.dueDate)} `);

test('Budi pays the next bill with GoPay in the wallet page', async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  await page.getByRole('radiogroup', { name: 'Pilih polis' }).getByText(POLICY).click();
  await openMenu(page, 'Pembayaran Premi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
  ).toBeVisible();

  await page.getByRole('checkbox', { name: NEXT }).check();
  await page.getByRole('radio', { name: /GoPay/ }).check();
  await page.getByRole('button', { name: 'Bayar Rp 1.250.000' }).click();

  // The payment page: 15 minutes to pay and the button to the wallet.
  await expect(page).toHaveURL(/\/polis\/payment\/checkout\/PAY-\d{8}-[A-Z0-9]{8}$/);
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  const toWallet = page.getByRole('link', { name: 'Bayar dengan GoPay' });
  await expect(toWallet).toBeVisible();
  await expect(toWallet).toHaveAttribute('href', /^https?:\/\/.+\/sandbox-gateway\/checkout\//);
  await expect(toWallet).toHaveAttribute('target', '_blank');
  await expectNoHorizontalOverflow(page, 'e-wallet payment page');
  await expectAccessible(page, 'e-wallet payment page');
  await snap(page, '01-ewallet');

  // The wallet: the merchant and the amount, then 'Bayar'.
  const [wallet] = await Promise.all([page.context().waitForEvent('page'), toWallet.click()]);
  await expect(wallet.getByText('ASURANSI JIWA SENTOSA')).toBeVisible();
  await expect(wallet.getByText('Rp 1.250.000')).toBeVisible();
  await snap(wallet, '02-wallet');
  await wallet.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(wallet.getByText('Pembayaran berhasil.')).toBeVisible();
  await wallet.close();

  // Back in the portal's tab: paid, with its receipt number, without a reload.
  const paid = page.getByRole('status').filter({ hasText: 'Pembayaran berhasil' });
  await expect(paid).toBeVisible({ timeout: 20_000 });
  await expect(paid).toContainText(/BP-\d{8}-\d{6}/);
  await expect(page.getByRole('link', { name: 'Bayar dengan GoPay' })).toHaveCount(0);
  await snap(page, '03-paid');

  // No bill left to pay on the policy.
  await page.getByRole('link', { name: 'Kembali ke Informasi Pembayaran Premi' }).first().click();
  await expect(page.getByRole('checkbox', { name: /Pilih tagihan periode/ })).toHaveCount(0);
  await snap(page, '04-no-bills');
});
