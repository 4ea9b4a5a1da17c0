// A unit link's top-up at forward pricing and a fund switch, on a phone (issue 26): Budi tops
// up Rp 2.000.000 by BCA virtual account, a "bank" pays it on the sandbox gateway's simulator,
// and Investasi shows the order waiting for the unit price of the next working day. The
// server's clock then moves to that day's morning (CLOCK_FILE): Budi, signed in again,
// switches half his Sentosa Equity Fund units to Sentosa Balanced Fund before the 12:00 WIB
// cut-off, confirmed with a code. At that day's evening staff publish its unit prices on
// 'Harga Unit' (a desktop-sized browser of their own), and Budi sees both orders done: his
// top-up's units bought, the switch in his units, his history and his e-mail. Last in the
// phone project's file order (the clock moves); it puts the clock back when done.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import type { Outbox } from './support/outbox';
import { BUDI, signIn, staffDesk, TEXT } from './support/portal';
import { projectDir, type ProjectName } from './support/run';

const AMOUNT = 'Rp 2.000.000';
const EQUITY = 'Sentosa Equity Fund';
const BALANCED = 'Sentosa Balanced Fund';
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** '30 November 2026' → the ISO day. */
function isoDay(text: string): string {
  const [day, month, year] = text.trim().split(/\s+/);
  const index = MONTHS.indexOf(month ?? '');
  expect(index, `a month in '${text}'`).toBeGreaterThanOrEqual(0);
  return `${year}-${String(index + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** '1.523,4567' → 1523.4567 (for comparisons only). */
const number = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** Budi's session ended with the days that passed: he signs in again, on Investasi. */
async function signInAgain(page: Page, outbox: Outbox): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, outbox, BUDI);
  await openMenu(page, 'Investasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Investasi' })).toBeVisible();
}

/** Moves the project's server clock so that it reads `at` now (CLOCK_FILE holds the offset). */
function moveServerClock(project: ProjectName, at: Date | null): void {
  const seconds = at === null ? 0 : Math.round((at.getTime() - Date.now()) / 1000);
  writeFileSync(join(projectDir(project), 'clock'), `${seconds}\n`);
}

async function fundUnits(page: Page, fund = EQUITY): Promise<number> {
  const row = page.getByRole('region', { name: 'Dana investasi' }).getByRole('row', {
    name: new RegExp(fund),
  });
  const units = /(\d{1,3}(?:\.\d{3})*,\d{4})/.exec(await row.innerText());
  expect(units, 'the fund row shows its units').not.toBeNull();
  return number(units?.[1] ?? 'NaN');
}

test('Budi tops up and switches funds; both are done at the next price day', async ({
  page,
  outbox,
  browser,
  serverURL,
}) => {
  const project = test.info().project.name as ProjectName;
  test.setTimeout(180_000);
  try {
    await signIn(page, outbox, BUDI);
    await openMenu(page, 'Investasi');
    await expect(page.getByRole('heading', { level: 1, name: 'Investasi' })).toBeVisible();
    const before = await fundUnits(page);

    // 'Top Up': the amount, the policy's allocation as it is (60/40), BCA virtual account.
    await page.getByRole('link', { name: 'Top Up' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Top Up/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Jumlah top up' }).fill('2000000');
    await expect(page.getByRole('textbox', { name: `Persen ${EQUITY}`, exact: true })).toHaveValue(
      '60',
    );
    await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
    await expect(page.getByText('Biaya top up (5%)')).toBeVisible();
    await expect(page.getByText('Rp 1.900.000').first()).toBeVisible(); // invested
    await expectNoHorizontalOverflow(page, 'Top Up');
    await expectAccessible(page, 'Top Up');
    await snap(page, '01-topup');
    await page.getByRole('button', { name: `Lanjut Bayar ${AMOUNT}` }).click();

    // Paid like a premium: the virtual account, paid by the "bank" on the simulator.
    await expect(page).toHaveURL(/\/polis\/payment\/checkout\/PAY-\d{8}-[A-Z0-9]{8}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Top Up' })).toBeVisible();
    const va = (await page.locator('.pay-va__number').innerText()).replace(/\s/g, '');
    expect(va).toMatch(/^\d{16}$/);
    const bank = await page.context().newPage();
    await bank.goto(`${serverURL}/sandbox-gateway/`);
    await bank.getByLabel('Nomor virtual account').fill(va);
    await bank.getByRole('button', { name: 'Bayar virtual account' }).click();
    await expect(bank.getByText(/berhasil|SETTLED|Lunas/i).first()).toBeVisible();
    await bank.close();
    await expect(page.getByRole('status').filter({ hasText: 'Pembayaran berhasil' })).toBeVisible({
      timeout: 20_000,
    });
    await snap(page, '02-paid');

    // Investasi: the order waits for the next working day's unit price.
    await page.getByRole('main').getByRole('link', { name: 'Kembali ke Investasi' }).click();
    const waiting = page.getByText(/^Menunggu harga unit \d{1,2} \S+ \d{4}$/);
    await expect(waiting).toBeVisible();
    const waitingDay = (await waiting.innerText()).replace('Menunggu harga unit', '').trim();
    const tradeDay = isoDay(waitingDay);
    expect(await fundUnits(page)).toBe(before); // nothing bought yet
    await expectNoHorizontalOverflow(page, 'Investasi, order waiting');
    await snap(page, '03-waiting');

    // That day at 09:00 WIB, before the cut-off: half the equity units to the balanced fund.
    moveServerClock(project, new Date(`${tradeDay}T09:00:00+07:00`));
    await signInAgain(page, outbox);
    const balancedBefore = await fundUnits(page, BALANCED);
    await page.getByRole('link', { name: 'Alihkan Dana' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pengalihan Dana' })).toBeVisible();
    await page.getByRole('checkbox', { name: `Jual dari ${EQUITY}` }).check();
    await page.getByRole('textbox', { name: `Persen unit ${EQUITY}` }).fill('50');
    await page.getByRole('textbox', { name: new RegExp(BALANCED) }).fill('100');
    await expect(page.getByRole('region', { name: 'Ringkasan pengalihan' })).toContainText(
      'Sebelum 12.00 WIB',
    );
    await expectNoHorizontalOverflow(page, 'Pengalihan Dana');
    await expectAccessible(page, 'Pengalihan Dana');
    await snap(page, '04-switch');
    await page.getByRole('button', { name: 'Lanjutkan ke kode OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Konfirmasi pengalihan dana' })).toBeFocused();
    const mark = outbox.mark();
    await page.getByRole('button', { name: 'Kirim kode OTP' }).click();
    const sms = await outbox.code(mark, { purpose: 'FUND_SWITCH', channel: 'SMS' });
    await page.getByLabel(TEXT.otp).fill(sms.code);
    await page.getByRole('button', { name: 'Alihkan dana' }).click();
    await expect(page.getByRole('heading', { name: 'Pengalihan dana diterima' })).toBeVisible();
    await expect(page.getByText(`harga unit ${waitingDay}`)).toBeVisible();
    await snap(page, '05-switch-received');
    await page.getByRole('link', { name: 'Kembali ke Investasi' }).first().click();
    await expect(page.getByText(/^Menunggu harga unit/)).toHaveCount(2);

    // That day's evening (18:00 WIB): staff publish its unit prices, 1% above the last ones.
    moveServerClock(project, new Date(`${tradeDay}T18:00:00+07:00`));
    const staff = await staffDesk(browser, outbox);
    await staff.goto('/admin/harga-unit');
    await expect(staff.getByRole('heading', { level: 1, name: 'Harga Unit' })).toBeVisible();
    await expect(staff.getByText(/2 order menunggu harga hari ini/)).toBeVisible();
    const table = staff.getByRole('table', { name: /^Harga unit setiap dana/ });
    for (const row of await table
      .getByRole('row')
      .filter({ has: staff.getByRole('textbox') })
      .all()) {
      const previous = /(\d{1,3}(?:\.\d{3})*,\d{4})/.exec(await row.innerText());
      expect(previous, 'the previous price of the row').not.toBeNull();
      const price = (number(previous?.[1] ?? 'NaN') * 1.01).toFixed(4).replace('.', ',');
      await row.getByRole('textbox').fill(price);
    }
    await snap(staff, '06-staff-prices');
    await staff.getByRole('button', { name: 'Terbitkan' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Terbitkan harga unit?' });
    await dialog.getByRole('button', { name: 'Terbitkan' }).click();
    await expect(
      staff.getByText(/^Harga unit \d{1,2} \S+ \d{4} telah diterbitkan\.$/),
    ).toBeVisible();
    await expect(staff.getByText('Sudah terbit')).toBeVisible();
    await snap(staff, '07-staff-published');
    await staff.context().close();

    // Budi signs in again: the top-up's units bought, half the equity units switched, the
    // switch in his history and his e-mail.
    await signInAgain(page, outbox);
    await expect(page.getByText(/^Menunggu harga unit/)).toHaveCount(0);
    await expect.poll(() => fundUnits(page, BALANCED)).toBeGreaterThan(balancedBefore);
    expect(await fundUnits(page)).toBeLessThan(before);
    await expectAccessible(page, 'Investasi, orders done');
    await snap(page, '08-invested');
    expect(
      outbox
        .lines()
        .filter((line) => line.purpose === 'FUND_SWITCH_INVESTED' && line.to === BUDI.email),
    ).toHaveLength(1);
    await openMenu(page, 'Riwayat Transaksi');
    await expect(page.getByText('Pengalihan Dana').first()).toBeVisible();
    await snap(page, '09-history');
  } finally {
    moveServerClock(project, null);
  }
});
