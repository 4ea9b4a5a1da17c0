// An inactive account (Andi, no sign-in for a year) is reactivated: his old password (only
// then is the account said to be inactive), identity check, OTP, a new password, signed
// in. Then Andi forgets that password: 'Lupa kata sandi?', he types his email, a code by
// email, a new password, signed in; the old password no longer works. (Andi, not Budi, so
// the other files can rely on Budi's password.)
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import {
  acceptTermsGate,
  ANDI,
  enterIdentifier,
  logoutFromHeader,
  signIn,
  submitOtp,
  submitPassword,
  termsCheck,
  TEXT,
  typedDate,
  URL_PATH,
} from './support/portal';

const REACTIVATED = 'Suroboyo-Rek-Kenjeran-26';
const AFTER_RESET = 'Tugu-Pahlawan-Jembatan-Merah';

test.describe.configure({ mode: 'serial' });

test('inactive customer reactivates the account and is signed in', async ({ page, outbox }) => {
  await enterIdentifier(page, ANDI.userName);
  await submitPassword(page, ANDI.password);
  await expect(page).toHaveURL(URL_PATH.idCard);
  await expect(page.getByText(/Akun Anda tidak aktif karena lama tidak digunakan\./)).toBeVisible();
  await expectAccessible(page, 'id-card (inactive)');
  await snap(page, '01-id-card-inactive');

  const mark = outbox.mark();
  await page.getByLabel(TEXT.nik).fill(ANDI.nik);
  await page.getByLabel(TEXT.birthDate).fill(typedDate(ANDI.birthDate));
  await page.getByRole('button', { name: TEXT.verify }).click();
  await submitOtp(page, outbox, mark, ANDI.phone);

  await expect(page).toHaveURL(URL_PATH.createPassword);
  await expect(
    page.getByRole('heading', { name: 'Aktifkan Kembali Akun', level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, 'create-password (reactivation)');
  await snap(page, '02-reactivate');
  await page.getByLabel(TEXT.newPassword, { exact: true }).fill(REACTIVATED);
  await page.getByLabel(TEXT.confirmPassword, { exact: true }).fill(REACTIVATED);
  const terms = termsCheck(page);
  await page.getByRole('button', { name: TEXT.savePassword }).click();

  await expect(page).toHaveURL(URL_PATH.dataPolis);
  expect(((await (await terms).json()) as { valid: boolean }).valid).toBe(false);
  await acceptTermsGate(page);
  await expect(page.getByRole('radio', { name: /TL19000321/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Sentosa Proteksi Berjangka 20' })).toBeVisible();
  await expect(page.locator('.portal-user-name')).toContainText('Andi');
});

test('forgot password: email code, new password, signed in; the old password is refused', async ({
  page,
  outbox,
}) => {
  await enterIdentifier(page, ANDI.userName);
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();

  await expect(page).toHaveURL(URL_PATH.forgotPassword);
  await expect(page.getByRole('heading', { name: 'Lupa Kata Sandi', level: 1 })).toBeVisible();
  // Nothing about Andi's address is shown: he types it.
  await expect(page.getByText(/an\*\*\*5@/)).toHaveCount(0);
  await expectAccessible(page, 'forgot-password');
  await snap(page, '03-forgot-password');

  const mark = outbox.mark();
  await page.getByLabel('Email terdaftar').fill(ANDI.email);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(
    page.getByText('Bila email ini terdaftar pada akun Anda, kode 6 angka telah dikirim ke'),
  ).toBeVisible();
  await expect(page.getByText('an***5@gm***.com')).toBeVisible();
  const sent = await outbox.code(mark, { purpose: 'FORGOT_PASSWORD', to: ANDI.email });
  expect(sent.channel).toBe('EMAIL');
  await expectAccessible(page, 'forgot-password code entry');
  await snap(page, '04-forgot-password-code');
  await page.getByLabel(TEXT.otp).fill(sent.code);
  await page.getByRole('button', { name: TEXT.verify }).click();

  await expect(page).toHaveURL(URL_PATH.newPassword);
  await expect(
    page.getByRole('heading', { name: 'Atur Ulang Kata Sandi', level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, 'new-password');
  await snap(page, '05-new-password');
  await page.getByLabel(TEXT.newPassword, { exact: true }).fill(AFTER_RESET);
  await page.getByLabel(TEXT.confirmPassword, { exact: true }).fill(AFTER_RESET);
  await page.getByRole('button', { name: TEXT.savePassword }).click();

  await expect(page).toHaveURL(URL_PATH.dataPolis);
  await expect(page.getByRole('radio', { name: /TL19000321/ })).toBeChecked();
  await logoutFromHeader(page);
  await expect(page).toHaveURL(URL_PATH.login);

  // The password from before the reset is refused; the new one works.
  await enterIdentifier(page, ANDI.userName);
  await submitPassword(page, REACTIVATED);
  await expect(page.getByRole('alert')).toContainText(TEXT.wrongPassword);
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  await signIn(page, outbox, ANDI, { password: AFTER_RESET });
  await expect(page.getByRole('radio', { name: /TL19000321/ })).toBeChecked();
});
