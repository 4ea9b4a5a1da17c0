// A first-time customer (Siti, no password yet): she types her user name, the password
// page cannot help her (any password fails like a wrong one) and points her to the NIK:
// login by NIK -> identity check (a wrong birth date first) -> OTP -> create password (a
// common password and a mismatched confirmation are refused) -> signed in, terms gate,
// Data Polis.
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import {
  acceptTermsGate,
  enterIdentifier,
  SITI,
  submitOtp,
  submitPassword,
  termsCheck,
  TEXT,
  typedDate,
  URL_PATH,
} from './support/portal';

test('first-time customer: to the NIK, identity check, OTP, create password, signed in', async ({
  page,
  outbox,
}) => {
  await enterIdentifier(page, SITI.userName);
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  // No password yet: whatever she types fails like a wrong password.
  await submitPassword(page, 'Siti-Belum-Punya-1');
  await expect(page.getByRole('alert')).toContainText(TEXT.wrongPassword);
  await expect(page.getByText('Belum punya kata sandi, atau akun Anda tidak aktif?')).toBeVisible();
  await snap(page, '00-verify-password-no-password');
  await page.getByRole('link', { name: TEXT.withNik }).click();

  await expect(page).toHaveURL(URL_PATH.login);
  await expect(page.getByText(/Masukkan NIK Anda \(16 angka sesuai KTP\)/)).toBeVisible();
  await expect(page.getByLabel(TEXT.identifier)).toHaveValue('');
  await snap(page, '00-login-with-nik');
  await page.getByLabel(TEXT.identifier).fill(SITI.nik);
  await page.getByRole('button', { name: TEXT.next }).click();

  await expect(page).toHaveURL(URL_PATH.idCard);
  await expect(page.getByRole('heading', { name: 'Verifikasi Identitas', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Untuk keamanan akun Anda, masukkan NIK dan tanggal lahir sesuai KTP.'),
  ).toBeVisible();
  const nik = page.getByLabel(TEXT.nik);
  await expect(nik).toHaveValue(SITI.nik);
  await expectAccessible(page, 'id-card');
  await snap(page, '01-id-card');

  // The NIK with a wrong birth date: refused with the reason, still on the page.
  // Typed digit by digit: the field puts the slashes in (dd/mm/yyyy).
  const birthDate = page.getByLabel(TEXT.birthDate);
  await birthDate.pressSequentially('25061990');
  await expect(birthDate).toHaveValue('25/06/1990');
  await page.getByRole('button', { name: TEXT.verify }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('NIK atau tanggal lahir tidak sesuai dengan data polis.');
  await expect(page).toHaveURL(URL_PATH.idCard);
  await expectAccessible(page, 'id-card with error');
  await snap(page, '02-id-card-error');

  const mark = outbox.mark();
  await birthDate.fill(typedDate(SITI.birthDate));
  await page.getByRole('button', { name: TEXT.verify }).click();
  await submitOtp(page, outbox, mark, SITI.phone);

  await expect(page).toHaveURL(URL_PATH.createPassword);
  await expect(page.getByRole('heading', { name: 'Buat Kata Sandi', level: 1 })).toBeVisible();
  await expectAccessible(page, 'create-password');
  await snap(page, '03-create-password');

  const password = page.getByLabel(TEXT.newPassword, { exact: true });
  const confirmation = page.getByLabel(TEXT.confirmPassword, { exact: true });
  const save = page.getByRole('button', { name: TEXT.savePassword });

  // A common password: the server refuses it and says why, in Indonesian.
  await password.fill('password123');
  await confirmation.fill('password123');
  await save.click();
  await expect(page.getByText('Kata sandi ini terlalu umum dan mudah ditebak.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(URL_PATH.createPassword);
  await expectAccessible(page, 'create-password with error');
  await snap(page, '04-create-password-common');

  // A confirmation that differs: refused.
  await password.fill('Melati-Cihampelas-90');
  await confirmation.fill('Melati-Cihampelas-91');
  await save.click();
  await expect(
    page.getByText('Ulangan kata sandi tidak sama dengan kata sandi baru.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(URL_PATH.createPassword);
  await snap(page, '05-create-password-mismatch');

  // A good password: signed in; Siti has never accepted the terms, so the gate opens.
  await confirmation.fill('Melati-Cihampelas-90');
  const terms = termsCheck(page);
  await save.click();
  await expect(page).toHaveURL(URL_PATH.dataPolis);
  expect(((await (await terms).json()) as { valid: boolean }).valid).toBe(false);
  await acceptTermsGate(page, { first: true });
  await expect(page.getByRole('heading', { name: TEXT.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('1 polis terdaftar')).toBeVisible();
  await expect(page.getByRole('radio', { name: /WL22000789/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Sentosa Warisan Abadi' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await snap(page, '06-signed-in');
});
