// An existing customer signs in: user name, password (a wrong one first), OTP from the
// outbox, the terms gate (Budi accepted 2025.1, 2026.1 is in force), then Data Polis with
// his policies; the health policy shows its AAA cards. Then a sign-in by NIK (NIK and birth
// date, then the password).
// Runs first in its project: Budi's first sign-in on the fresh server opens the gate.
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import {
  BUDI,
  enterIdentifier,
  signIn,
  submitOtp,
  submitPassword,
  termsCheck,
  TEXT,
  URL_PATH,
} from './support/portal';

test('existing customer: wrong then right password, OTP, terms gate, Data Polis with AAA cards', async ({
  page,
  outbox,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Selamat datang di TManKu' })).toBeVisible();
  await expect(page).toHaveTitle(/Masuk/);
  await expectAccessible(page, 'login');
  await snap(page, '01-login');

  await enterIdentifier(page, BUDI.userName);
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  // Nothing about Budi before the password: only the name he typed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masukkan Kata Sandi');
  await expect(page.getByText('Masuk sebagai budi.santoso.')).toBeVisible();
  await expect(page.getByText('Masukkan kata sandi akun TManKu Anda.')).toBeVisible();
  await expect(page.getByText(/Budi S/)).toHaveCount(0);
  await expectAccessible(page, 'verify-password');
  await snap(page, '02-verify-password');

  // A wrong password: the inline error, still on the password page.
  await submitPassword(page, 'Bukan-Sandi-Budi-1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Kata sandi yang Anda masukkan salah.');
  await expect(alert).toContainText(/Sisa percobaan \d+ kali\./);
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  await expectAccessible(page, 'verify-password with error');
  await snap(page, '03-verify-password-error');

  const mark = outbox.mark();
  await submitPassword(page, BUDI.password);
  await expect(page).toHaveURL(URL_PATH.otp);
  await expect(page.getByText('Kode 6 angka telah dikirim melalui SMS ke nomor')).toBeVisible();
  await expect(page.getByText(/Sisa percobaan \d+ kali\./)).toBeVisible();
  await expectAccessible(page, 'otp');
  await snap(page, '04-otp');

  const terms = termsCheck(page);
  await submitOtp(page, outbox, mark, BUDI.phone);
  await expect(page).toHaveURL(URL_PATH.dataPolis);
  expect(((await (await terms).json()) as { valid: boolean }).valid).toBe(false);

  // The terms gate holds the portal until the customer agrees.
  const gate = page.getByRole('dialog', { name: TEXT.gateTitle });
  await expect(gate).toBeVisible();
  await expect(gate.getByText('Versi 2026.1', { exact: true })).toBeVisible();
  const accept = gate.getByRole('button', { name: TEXT.accept });
  await expect(gate.getByLabel(TEXT.agree)).toBeEnabled();
  await expect(accept).toBeDisabled();
  await expectAccessible(page, 'terms gate');
  await snap(page, '05-terms-gate');
  await gate.getByLabel(TEXT.agree).check();
  await accept.click();
  await expect(gate).toBeHidden();

  // Data Polis: the three policies, the first one selected.
  await expect(page.getByRole('heading', { name: TEXT.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();
  const policies = page.getByRole('radiogroup', { name: 'Pilih polis' });
  for (const number of ['UL24000123', 'KS23000456', 'TL15000789']) {
    await expect(policies.getByRole('radio', { name: new RegExp(number) })).toBeAttached();
  }
  await expect(policies.getByRole('radio', { name: /UL24000123/ })).toBeChecked();
  await expect(page.getByText('Sentosa Critical Illness 100').first()).toBeVisible();
  await expectAccessible(page, 'Data Polis');
  await snap(page, '06-data-polis');

  // The health policy: its details and the three AAA cards of the family plan.
  await policies.getByText('KS23000456').click();
  await expect(policies.getByRole('radio', { name: /KS23000456/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Sentosa Medika Keluarga' });
  await expect(summary.getByText('KS23000456')).toBeVisible();
  await expect(summary.getByText('Asuransi Kesehatan')).toBeVisible();
  await expect(summary.getByText('Masa Tenggang').first()).toBeVisible();
  await expect(page.getByText(/Polis dalam masa tenggang\. Bayar premi sebelum/)).toBeVisible();
  const cards = page.getByRole('region', { name: 'Kartu Kesehatan' });
  for (const [member, number] of [
    ['Budi Santoso', '8001 2300 0456 0001'],
    ['Rina Santoso', '8001 2300 0456 0002'],
    ['Dimas Santoso', '8001 2300 0456 0003'],
  ]) {
    const card = cards.getByRole('article', { name: `Kartu kesehatan ${member}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(number!);
    await expect(card).toContainText('Plan Gold');
  }
  await expectAccessible(page, 'Data Polis KS23000456 with AAA cards');
  await snap(page, '07-data-polis-health');
});

test('existing customer signs in by NIK', async ({ page, outbox }) => {
  // The NIK leads to NIK and birth date, then his password (terms already accepted).
  await signIn(page, outbox, BUDI, { identifier: BUDI.nik });
  await expect(page.getByText('3 polis terdaftar')).toBeVisible();
  await expect(page.locator('.portal-user-name')).toContainText('Budi');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
