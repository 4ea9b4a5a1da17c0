// A late transfer refunded end to end, at phone and desktop widths with axe: Budi opens a BCA
// virtual account payment (A) for his health policy's oldest bill and cancels it, pays the
// same bill with a second one (B) at the sandbox gateway's simulator; then his bank posts the
// transfer to A after all ('Bayar terlambat': a real gateway reports such late settlements).
// The money cannot be booked (the bill is paid), so the portal opens a refund case. A staff
// member finds it on the refund desk by A's number, refunds it through the gateway (the sandbox
// confirms before it answers) and sees the gateway's reference; Budi's 'Riwayat Transaksi'
// shows 'Dana dikembalikan' with the amount received, and the notice is in his e-mail.
// Runs after 30 and 31 (file order), which paid the demo's bills: ensureUnpaidBill issues the
// next one then.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { ensureUnpaidBill } from './support/bills';
import { DEMO } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import type { ProjectName } from './support/run';
import { ADMIN, BUDI, signIn, staffDesk } from './support/portal';

const POLICY = DEMO.budi.healthPolicy;
const AMOUNT = 'Rp 1.250.000';

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessible(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

/** Pays the policy's oldest bill by BCA virtual account up to the payment page; its number. */
async function openVaPayment(page: Page): Promise<string> {
  await openMenu(page, 'Pembayaran Premi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
  ).toBeVisible();
  await page
    .getByRole('checkbox', { name: /^Pilih tagihan periode/ })
    .first()
    .check();
  await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
  await page.getByRole('button', { name: `Bayar ${AMOUNT}` }).click();
  await expect(page).toHaveURL(/\/polis\/payment\/checkout\/PAY-\d{8}-[A-Z0-9]{8}$/);
  await expect(page.locator('.pay-va__number')).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** The sandbox gateway's simulator in another tab of the same browser. */
async function simulator(page: Page, serverURL: string): Promise<Page> {
  const bank = await page.context().newPage();
  await bank.goto(`${serverURL}/sandbox-gateway/`);
  return bank;
}

test('a late transfer for a cancelled payment is refunded by staff; Budi sees the money back', async ({
  page,
  browser,
  outbox,
  serverURL,
}) => {
  const project = test.info().project.name as ProjectName;
  test.info().annotations.push({ type: 'bill', description: ensureUnpaidBill(project, POLICY) });
  await signIn(page, outbox, BUDI);
  await page.getByRole('radiogroup', { name: 'Pilih polis' }).getByText(POLICY).click();

  const paymentA = await test.step('payment A by virtual account, cancelled', async () => {
    const number = await openVaPayment(page);
    await page.getByRole('button', { name: 'Batalkan pembayaran' }).click();
    const ask = page.getByRole('dialog', { name: 'Batalkan Pembayaran' });
    await ask.getByRole('button', { name: 'OK', exact: true }).click();
    // Back on the bills, the bill free again.
    await expect(page.getByText('Pembayaran dibatalkan')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
    ).toBeVisible();
    return number;
  });

  const bank = await simulator(page, serverURL);
  const paymentB = await test.step('payment B for the same bill, paid at the bank', async () => {
    const number = await openVaPayment(page);
    expect(number).not.toBe(paymentA);
    const va = (await page.locator('.pay-va__number').innerText()).replace(/\s/g, '');
    await bank.getByLabel('Nomor virtual account').fill(va);
    await bank.getByRole('button', { name: 'Bayar virtual account' }).click();
    // Delivered to the portal before the simulator answers (Budi's page follows by itself).
    const charge = bank.locator('article.card', { hasText: `Order ${number}` });
    await expect(charge.locator('.badge')).toHaveText('Dibayar');
    return number;
  });

  await test.step("the bank posts the transfer to A after all: 'Bayar terlambat'", async () => {
    const charge = bank.locator('article.card', { hasText: `Order ${paymentA}` });
    await charge.getByRole('button', { name: 'Bayar terlambat' }).click();
    await expect(charge.locator('.badge')).toHaveText('Dibayar');
    await bank.close();
  });

  const staff = await staffDesk(browser, outbox);
  const article = staff.getByRole('article', { name: /^Pengembalian Dana RFD-/ });
  await test.step("the case for A on the staff's refund desk", async () => {
    const card = staff.getByRole('region', { name: 'Pengembalian Dana' });
    await expect(card).toContainText(/kasus pengembalian dana menunggu keputusan petugas/);
    await card.getByRole('link', { name: 'Lihat antrean pengembalian dana' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Pengembalian Dana' })).toBeVisible();
    const row = staff.getByRole('row', { name: new RegExp(paymentA) });
    await expect(row).toContainText('Budi Santoso');
    await expect(row).toContainText(AMOUNT);
    await check(staff, '01 refund queue');
    await row.getByRole('link', { name: /^Periksa kasus RFD-/ }).click();
    await expect(article.locator('header [data-status]')).toHaveText('Menunggu keputusan');
    await expect(article.getByRole('region', { name: 'Pesanan dan pembayaran' })).toContainText(
      paymentA,
    );
    // The note names the payment that paid the bill.
    await expect(article.getByRole('region', { name: 'Riwayat kasus' })).toContainText(paymentB);
    await check(staff, '02 refund case');
  });

  const mark = outbox.mark();
  await test.step("'Kembalikan dana': refunded through the gateway", async () => {
    await article.getByRole('button', { name: 'Kembalikan dana' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Kembalikan dana?' });
    await expect(confirm).toContainText(`${AMOUNT} dikembalikan kepada Budi Santoso`);
    await check(staff, '03 refund confirmation');
    await confirm.getByRole('button', { name: 'Ya, kembalikan dana' }).click();
    await expect(confirm).toBeHidden();
    await expect(article.locator('header [data-status]')).toHaveText(/Dikembalikan$/);
    const refunded = article.getByRole('region', { name: 'Dana dikembalikan' });
    await expect(refunded).toContainText(/rfd_[0-9a-f]{16}/);
    const history = article.getByRole('region', { name: 'Riwayat kasus' });
    await expect(history).toContainText(`oleh ${ADMIN.userName}`);
    await expect(history).toContainText('oleh payment-gateway');
    await snap(staff, '04-refunded');
    await staff.context().close();
  });

  await test.step("Budi's history: 'Dana dikembalikan', received; and the e-mail", async () => {
    const notice = await outbox.code(mark, { purpose: 'REFUND_REFUNDED' });
    expect(notice.to).toBe(BUDI.email);
    await expect(page.getByRole('status').filter({ hasText: 'Pembayaran berhasil' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Informasi Pembayaran Premi' }).first().click();
    await openMenu(page, 'Riwayat Transaksi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Riwayat Transaksi TManKu' }),
    ).toBeVisible();
    const money = page.getByRole('button', { name: new RegExp(`Dana dikembalikan ${paymentA}`) });
    await expect(money.first()).toBeVisible();
    await check(page, '05 history');
    await money.first().click();
    const detail = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await expect(detail).toContainText('Dana dikembalikan');
    await expect(detail.locator('.trx-amount')).toHaveText(/^\+\s+Rp\s+1\.250\.000$/);
    await expect(detail).toContainText('Diterima nasabah');
    await expect(detail).toContainText(/rfd_[0-9a-f]{16}/);
    await snap(page, '06-history-detail');
  });
});
