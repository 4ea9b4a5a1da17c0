// Pengaturan end to end (issue 12), on the real server with its demo data. Budi is signed
// in on his phone and on this browser; from here he confirms his password, changes it, and
// the phone is signed out at its next call; the 'password changed' notice is in the outbox.
// He changes his recovery e-mail with a code sent to the new address, and the old address is
// told. A direct visit of /change-password (or one confirmed for the other page) goes to
// Pengaturan. 'Hubungi Kami' shows every value of the company profile. Every screen is
// checked with axe and for horizontal overflow. Budi's password is set back at the end of
// its test (the later journeys sign in with the demo's).
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import type { Outbox } from './support/outbox';
import { BUDI, signIn } from './support/portal';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/142.0.0.0 Mobile Safari/537.36';
const TEMPORARY = 'Nasi-Uduk-Betawi-Pagi';

interface CompanyProfile {
  companyName: string;
  csEmail: string;
  csPhone: string;
  csFax: string;
  csWhatsapp: string;
  address: string;
  website: string;
  operatingHours: string;
}

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessible(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

async function openSettings(page: Page): Promise<void> {
  await openMenu(page, 'Pengaturan');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
}

/** Pengaturan -> the page's button -> 'Konfirmasi Kata Sandi' with `password`. */
async function confirmFor(page: Page, button: string, password: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Kata sandi saat ini', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Lanjut' }).click();
}

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await confirmFor(page, 'Ganti Kata Sandi', from);
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(to);
  await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Simpan Kata Sandi Baru' }).click();
  await expect(page.getByText('Kata sandi berhasil diganti.')).toBeVisible();
}

/** Budi signed in on a phone of his own (another browser context), on Data Polis. */
async function phoneOfBudi(browser: Browser, outbox: Outbox): Promise<Page> {
  const use = test.info().project.use;
  const phone = await browser.newContext({
    baseURL: use.baseURL,
    viewport: { width: 375, height: 800 },
    userAgent: ANDROID,
  });
  const page = await phone.newPage();
  await signIn(page, outbox, BUDI);
  return page;
}

test('change the password: confirm, change, the other device is signed out, the notice', async ({
  page,
  browser,
  outbox,
}) => {
  const phone = await phoneOfBudi(browser, outbox);
  await signIn(page, outbox, BUDI);
  await openSettings(page);
  // This browser first, then the phone among Budi's other sessions (the journeys before this
  // one signed him in too).
  const devices = page.getByRole('list', { name: 'Daftar perangkat yang sedang masuk' });
  await expect(devices.getByRole('listitem').first()).toContainText('Perangkat ini');
  await expect(devices.getByRole('listitem').filter({ hasText: 'Android 15' })).toHaveCount(1);
  await check(page, '01 settings devices');

  // A wrong password is refused in the modal with the attempts left.
  await confirmFor(page, 'Ganti Kata Sandi', 'Bukan-Kata-Sandinya');
  const modal = page.getByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
  await expect(modal).toContainText('Kata sandi yang Anda masukkan salah.');
  await expect(modal).toContainText(/Sisa percobaan \d kali/);
  await check(page, '02 confirm wrong password');
  await modal.getByLabel('Kata sandi saat ini', { exact: true }).fill(BUDI.password);
  await modal.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Ganti Kata Sandi', level: 1 })).toBeVisible();
  await check(page, '03 change password form');

  const mark = outbox.mark();
  await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(TEMPORARY);
  await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill(TEMPORARY);
  await page.getByRole('button', { name: 'Simpan Kata Sandi Baru' }).click();
  await expect(page.getByText('Kata sandi berhasil diganti.')).toBeVisible();
  await expect(page.getByText(/^\d+ perangkat lain telah dikeluarkan\.$/)).toBeVisible();
  await check(page, '04 password changed');
  const notice = await outbox.code(mark, { purpose: 'PASSWORD_CHANGED' });
  expect(notice.to).toBe(DEMO.budi.recoveryEmail);

  // The phone's next call meets its ended session: 'Perhatian', then the login page.
  await phone.reload();
  const popup = phone.getByRole('dialog', { name: 'Perhatian' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Sesi Anda telah berakhir. Silakan masuk kembali.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await phone.context().close();

  // This browser stays signed in; its list now holds only itself. Then the demo's password
  // is set back (a new confirmation: the first was used up).
  await page.getByRole('link', { name: 'Kembali ke Pengaturan' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await changePassword(page, TEMPORARY, BUDI.password);
});

test('change the recovery e-mail with a code sent to the new address', async ({ page, outbox }) => {
  const address = `budi.baru.${test.info().project.name}@sentosa.co.id`;
  await signIn(page, outbox, BUDI);
  await openSettings(page);
  const recovery = page.getByRole('region', { name: 'Email Pemulihan' });
  await expect(recovery).toContainText('bu***i@ya***.co.id');
  await confirmFor(page, 'Ganti Email Pemulihan', BUDI.password);
  await expect(page).toHaveURL(/\/change-recovery-email$/);
  await expect(
    page.getByRole('heading', { name: 'Ganti Email Pemulihan', level: 1 }),
  ).toBeVisible();
  await check(page, '05 recovery email form');

  let mark = outbox.mark();
  await page.getByLabel('Email Pemulihan Baru').fill(address);
  await page.getByRole('button', { name: 'Kirim Kode' }).click();
  const sent = await outbox.code(mark, { purpose: 'RECOVERY_EMAIL', to: address });
  await expect(page.getByText('Kode 6 angka telah dikirim ke email pemulihan baru')).toBeVisible();
  await check(page, '06 recovery email code');

  // A wrong code first: refused with the attempts left; then the right one.
  await page.getByLabel('Kode OTP (6 angka)').fill(sent.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText(/Sisa percobaan \d kali/).first()).toBeVisible();
  mark = outbox.mark();
  await page.getByLabel('Kode OTP (6 angka)').fill(sent.code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText(/Email pemulihan berhasil diganti menjadi/)).toBeVisible();
  await check(page, '07 recovery email changed');
  const told = await outbox.code(mark, { purpose: 'RECOVERY_EMAIL_CHANGED' });
  expect(told.to).toBe(DEMO.budi.recoveryEmail);

  await page.getByRole('link', { name: 'Kembali ke Pengaturan' }).click();
  const last = address.charAt(address.indexOf('@') - 1);
  await expect(recovery).toContainText(`bu***${last}@se***.co.id`);
});

test('the change pages open only right after a confirmation for that page', async ({
  page,
  outbox,
}) => {
  await signIn(page, outbox, BUDI);
  // A direct visit goes to Pengaturan.
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
  // Confirmed for the e-mail page: the password page still goes to Pengaturan.
  await confirmFor(page, 'Ganti Email Pemulihan', BUDI.password);
  await expect(page).toHaveURL(/\/change-recovery-email$/);
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/change-recovery-email');
  await expect(page).toHaveURL(/\/settings$/); // a reload forgets it: confirm again
});

test("'Hubungi Kami' shows every value of the company profile", async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  const profile = page.waitForResponse((r) => r.url().includes('/policy/companyProfile'));
  await openMenu(page, 'Hubungi Kami');
  const values = (await (await profile).json()) as CompanyProfile;
  await expect(page.getByRole('heading', { name: values.companyName, level: 2 })).toBeVisible();
  for (const key of ['csEmail', 'csPhone', 'csFax', 'address', 'operatingHours'] as const) {
    await expect(page.getByText(values[key], { exact: true }).first()).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: new RegExp(values.website.replace(/^https?:\/\//, '')) }),
  ).toHaveAttribute('href', values.website);
  const whatsapp = page.getByRole('link', { name: /^\+62 / });
  const digits = values.csWhatsapp.replace(/\D/g, '').replace(/^0/, '62');
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${digits}`);
  await check(page, '08 contact us');
});
