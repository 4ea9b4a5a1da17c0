// The demo customers (server/seed/demo_data.py) and the steps a customer takes in the
// portal, as reusable helpers. Selectors are what the customer sees: labels, button
// names and roles, in Indonesian.
import type { Browser, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Outbox } from './outbox';

export interface DemoAccount {
  userName: string;
  password: string;
  nik: string;
  /** yyyy-mm-dd */
  birthDate: string;
  phone: string;
  email: string;
}

export const BUDI: DemoAccount = {
  userName: 'budi.santoso',
  password: 'Portal#2026!',
  nik: '3174011505800003',
  birthDate: '1980-05-15',
  phone: '+6281234567890',
  email: 'budi.santoso@gmail.com',
};

/** New customer without a password: by NIK, ID_CARD -> OTP -> CREATE_PASSWORD. */
export const SITI: DemoAccount = {
  userName: 'siti.rahma',
  password: '',
  nik: '3273016406900002',
  birthDate: '1990-06-24',
  phone: '+6285722334455',
  email: 'siti.rahma@yahoo.co.id',
};

/** Inactive account: its old password (or the NIK), ID_CARD -> OTP -> CREATE_PASSWORD
 * (reactivation). */
export const ANDI: DemoAccount = {
  userName: 'andi.wijaya',
  password: 'Surabaya#1985',
  nik: '3578010203850001',
  birthDate: '1985-03-02',
  phone: '+6281331234567',
  email: 'andi.wijaya85@gmail.com',
};

/** A contract date ('1990-06-24') as a person types it in the portal's date fields. */
export const typedDate = (iso: string) => iso.split('-').reverse().join('/');

export const TEXT = {
  identifier: 'Nama pengguna atau NIK',
  nik: 'NIK (Nomor Induk Kependudukan)',
  birthDate: 'Tanggal lahir',
  withNik: 'Masuk dengan NIK',
  wrongPassword: 'Kata sandi yang Anda masukkan salah.',
  next: 'Lanjutkan',
  password: 'Kata sandi',
  signIn: 'Masuk',
  otp: 'Kode OTP (6 angka)',
  verify: 'Verifikasi',
  newPassword: 'Kata sandi baru',
  confirmPassword: 'Ulangi kata sandi baru',
  savePassword: 'Simpan dan Masuk',
  gateTitle: 'Pembaruan Syarat dan Ketentuan',
  firstGateTitle: 'Persetujuan Syarat dan Ketentuan',
  agree: 'Saya telah membaca dan menyetujui Syarat dan Ketentuan TManKu',
  accept: 'Setuju',
  pageTitle: 'Data Polis',
} as const;

export const URL_PATH = {
  login: /\/login$/,
  idCard: /\/login\/idcard$/,
  verifyPassword: /\/login\/verify-password$/,
  otp: /\/login\/otp$/,
  createPassword: /\/login\/create-password$/,
  forgotPassword: /\/login\/forgot-password$/,
  newPassword: /\/login\/new-password$/,
  dataPolis: /\/polis\/detail$/,
};

/** Login page: enter the user name or NIK and continue. */
export async function enterIdentifier(page: Page, identifier: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(TEXT.identifier).fill(identifier);
  await page.getByRole('button', { name: TEXT.next }).click();
}

/** Identity check: the birth date (the NIK was typed on the login page), 'Verifikasi'. */
export async function submitBirthDate(page: Page, account: DemoAccount): Promise<void> {
  await expect(page).toHaveURL(URL_PATH.idCard);
  await expect(page.getByLabel(TEXT.nik)).toHaveValue(account.nik);
  await page.getByLabel(TEXT.birthDate).fill(typedDate(account.birthDate));
  await page.getByRole('button', { name: TEXT.verify }).click();
}

/** Password page: enter the password and press 'Masuk'. */
export async function submitPassword(page: Page, password: string): Promise<void> {
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  await page.getByLabel(TEXT.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: TEXT.signIn, exact: true }).click();
}

/** OTP page: wait for the code in the outbox (sent after `mark`), enter it, verify. */
export async function submitOtp(page: Page, outbox: Outbox, mark: number, to: string) {
  await expect(page).toHaveURL(URL_PATH.otp);
  await expect(page.getByRole('heading', { name: 'Masukkan Kode OTP' })).toBeVisible();
  const sent = await outbox.code(mark, { purpose: 'LOGIN', to });
  await page.getByLabel(TEXT.otp).fill(sent.code);
  await page.getByRole('button', { name: TEXT.verify }).click();
}

/** Resolves with the first checkValidTerm answer (whether the terms gate will open). */
export function termsCheck(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/token/checkValidTerm') && r.request().method() === 'GET',
  );
}

/**
 * The terms gate: tick the agreement and press 'Setuju'; the gate closes. `first`: the
 * customer never accepted any version (a first acceptance, not an update).
 */
export async function acceptTermsGate(page: Page, { first = false } = {}): Promise<void> {
  const gate = page.getByRole('dialog', { name: first ? TEXT.firstGateTitle : TEXT.gateTitle });
  await expect(gate).toBeVisible();
  await gate.getByLabel(TEXT.agree).check();
  await gate.getByRole('button', { name: TEXT.accept }).click();
  await expect(gate).toBeHidden();
}

/**
 * A whole sign-in of an existing customer (user name, password, OTP; by NIK: NIK and birth
 * date first) ending on Data Polis; accepts the terms gate when it opens.
 */
export async function signIn(
  page: Page,
  outbox: Outbox,
  account: DemoAccount = BUDI,
  { password = account.password, identifier = account.userName } = {},
): Promise<void> {
  await test.step(`sign in as ${identifier}`, async () => {
    await enterIdentifier(page, identifier);
    if (identifier === account.nik) await submitBirthDate(page, account);
    const mark = outbox.mark();
    await submitPassword(page, password);
    const terms = termsCheck(page);
    await submitOtp(page, outbox, mark, account.phone);
    await expect(page).toHaveURL(URL_PATH.dataPolis);
    const validity = (await (await terms).json()) as { valid: boolean };
    if (!validity.valid) await acceptTermsGate(page);
    await expect(page.getByRole('heading', { name: TEXT.pageTitle, level: 1 })).toBeVisible();
  });
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** Header 'Keluar' and the confirmation modal; `confirm` presses OK, else TIDAK. */
export async function logoutFromHeader(page: Page, confirm = true): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Keluar' }).click();
  const modal = page.getByRole('dialog', { name: 'Keluar' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Apakah Anda yakin ingin keluar dari TManKu?');
  await modal.getByRole('button', { name: confirm ? 'OK' : 'TIDAK', exact: true }).click();
  await expect(modal).toBeHidden();
}

/** The demo's staff account (admin.portal), signed in at /login?admin=1. */
export const ADMIN = { userName: 'admin.portal', password: 'Admin#2026!', phone: '+6281100000001' };

/** Staff sign in (identifier, password, code to the staff phone) and land on the admin home. */
export async function signInAsAdmin(page: Page, outbox: Outbox): Promise<void> {
  await test.step(`sign in as ${ADMIN.userName}`, async () => {
    await page.goto('/login?admin=1');
    await page.getByLabel(TEXT.identifier).fill(ADMIN.userName);
    await page.getByRole('button', { name: TEXT.next }).click();
    const mark = outbox.mark();
    await submitPassword(page, ADMIN.password);
    await submitOtp(page, outbox, mark, ADMIN.phone);
    await expect(page).toHaveURL(/\/admin$/);
  });
}

/** A staff member's own browser (a new context at the project's width), signed in. */
export async function staffDesk(browser: Browser, outbox: Outbox): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({ baseURL: use.baseURL, viewport: use.viewport });
  const page = await context.newPage();
  await signInAsAdmin(page, outbox);
  return page;
}
