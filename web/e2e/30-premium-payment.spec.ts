// Premium payment end to end, at phone and desktop widths: Budi pays the overdue bill of
// his health policy by BCA virtual account; a "bank" pays that virtual account on the
// sandbox gateway's simulator page (which reaches the portal only through the signed
// gateway notification); the payment page turns paid without a reload; the PDF receipt
// downloads; the policy leaves its grace period; the payment is in 'Riwayat Transaksi
// TManKu'. He last looked at his unit link on Data Polis: the menu still opens the policy
// whose bill is in its grace period, and the policy switcher goes from one to the other.
// Runs after 10-data-polis (file order): it changes the policy.
import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { DEMO, periodStart } from './support/demo';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn } from './support/portal';

const POLICY = DEMO.budi.healthPolicy;
const UNIT_LINK = DEMO.budi.unitLinkPolicy;
const OVERDUE = DEMO.budi.overdueBill;
const NEXT = DEMO.budi.nextBill;
const bill = (due: string) => new RegExp(`Pilih tagihan periode ${periodStart(due)} `);

test('Budi pays an overdue bill by BCA virtual account and sees it in the history', async ({
  page,
  outbox,
  serverURL,
}) => {
  await signIn(page, outbox, BUDI);
  const policies = page.getByRole('radiogroup', { name: 'Pilih polis' });
  await policies.getByText(UNIT_LINK).click();
  await expect(policies.getByRole('radio', { name: new RegExp(UNIT_LINK) })).toBeChecked();

  // 'Informasi Pembayaran Premi': the grace period, two unpaid bills, oldest first.
  await openMenu(page, 'Pembayaran Premi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
  ).toBeVisible();
  // The policy switcher: the health policy opened first; the unit link (autodebit, nothing
  // to pay) and back, by mouse then by keyboard.
  const switcher = page.getByRole('button', { name: /^Ganti polis/ });
  await expect(switcher).toContainText(POLICY);
  await switcher.click();
  await expect(page.getByRole('listbox', { name: 'Pilih polis' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'policy switcher open');
  await expectAccessible(page, 'policy switcher open');
  await snap(page, '00-policy-switcher');
  await page.getByRole('option', { name: new RegExp(UNIT_LINK) }).click();
  await expect(page.getByText('Tidak ada tagihan yang perlu dibayar.')).toBeVisible();
  await expect(switcher).toBeFocused();
  await switcher.press('ArrowDown');
  await expect(page.getByRole('option', { name: new RegExp(UNIT_LINK) })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(switcher).toContainText(POLICY);
  await expect(
    page.getByText(`Polis dalam masa tenggang. Bayar sebelum ${OVERDUE.graceEndText}`, {
      exact: false,
    }),
  ).toBeVisible();
  const overdue = page.getByRole('checkbox', { name: bill(OVERDUE.dueDate) });
  const upcoming = page.getByRole('checkbox', { name: bill(NEXT.dueDate) });
  await expect(overdue).toBeVisible();
  await expect(upcoming).toBeVisible();
  await expectNoHorizontalOverflow(page, 'Informasi Pembayaran Premi');
  await expectAccessible(page, 'payment info');
  await snap(page, '01-payment-info');

  // Oldest first: the upcoming bill brings the overdue one; unchecking that drops both.
  await upcoming.check();
  await expect(overdue).toBeChecked();
  await overdue.uncheck();
  await expect(upcoming).not.toBeChecked();
  await overdue.check();
  await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
  await snap(page, '02-bill-and-method');
  await page.getByRole('button', { name: 'Bayar Rp 1.250.000' }).click();

  // The payment page (payment layout): the VA number, the amount, a countdown, the steps.
  await expect(page).toHaveURL(/\/polis\/payment\/checkout\/PAY-\d{8}-[A-Z0-9]{8}$/);
  const paymentId = page.url().split('/').pop() ?? '';
  const vaText = await page.locator('.pay-va__number').innerText();
  const va = vaText.replace(/\s/g, '');
  expect(va).toMatch(/^\d{16}$/);
  await expect(page.getByText('Rp 1.250.000').first()).toBeVisible();
  await expect(page.getByText(/Selesaikan pembayaran dalam/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin nomor virtual account' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'payment page');
  await expectAccessible(page, 'payment page');
  await snap(page, '03-virtual-account');

  // The bank pays the virtual account on the sandbox gateway's simulator (another tab).
  const bank = await page.context().newPage();
  await bank.goto(`${serverURL}/sandbox-gateway/`);
  await bank.getByLabel('Nomor virtual account').fill(va);
  await bank.getByRole('button', { name: 'Bayar virtual account' }).click();
  await expect(bank.getByText(/berhasil|SETTLED|Lunas/i).first()).toBeVisible();
  await bank.close();

  // The page follows the status by itself: no reload.
  const paid = page.getByRole('status').filter({ hasText: 'Pembayaran berhasil' });
  await expect(paid).toBeVisible({ timeout: 20_000 });
  await expect(paid).toContainText(/BP-\d{8}-\d{6}/);
  await snap(page, '04-paid');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Bukti-Pembayaran-${paymentId}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back on the policy: the overdue bill paid, grace period over, next due date the next bill's.
  await page.getByRole('link', { name: 'Kembali ke Informasi Pembayaran Premi' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: bill(OVERDUE.dueDate) })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: bill(NEXT.dueDate) })).toBeVisible();
  await expect(page.getByText(/Polis dalam masa tenggang/)).toHaveCount(0);
  await expect(page.getByText(NEXT.dueDateText).first()).toBeVisible();
  await expect(page.getByText(paymentId).first()).toBeVisible();
  await snap(page, '05-info-after');

  // 'Riwayat Transaksi TManKu': the payment is the newest transaction, with its receipt.
  await openMenu(page, 'Riwayat Transaksi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Riwayat Transaksi TManKu' }),
  ).toBeVisible();
  const row = page.getByRole('button', {
    name: new RegExp(`Premi triwulanan periode ${OVERDUE.periodStartText}`),
  });
  await expect(row.first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'Riwayat Transaksi');
  await expectAccessible(page, 'transaction history');
  await snap(page, '06-history');
  await row.first().click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('Rp 1.250.000');
  await expect(detail).toContainText(paymentId);
  await expect(detail.getByRole('button', { name: /Unduh Bukti Pembayaran/ })).toBeVisible();
  await expectAccessible(page, 'transaction detail');
  await snap(page, '07-history-detail');
});
