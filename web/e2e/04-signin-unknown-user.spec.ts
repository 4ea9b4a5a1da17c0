// A visitor cannot tell a customer's user name or NIK from one that is nobody's: an
// unknown user name gets the same password page and fails there with exactly the message a
// customer's wrong password gets; an unknown NIK fails the identity check exactly like a
// customer's wrong birth date. (Budi and Andi each fail once here and are not locked.)
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import {
  ANDI,
  BUDI,
  enterIdentifier,
  signIn,
  submitPassword,
  TEXT,
  typedDate,
  URL_PATH,
} from './support/portal';

const UNKNOWN_NAME = 'belum.pernah.terdaftar';
const UNKNOWN_NIK = '3174015505800009';

/** The inline error of one wrong password after typing `name` on the login page. */
async function wrongPassword(page: Page, name: string) {
  await enterIdentifier(page, name);
  await expect(page).toHaveURL(URL_PATH.verifyPassword);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masukkan Kata Sandi');
  await submitPassword(page, 'Bukan-Sandi-Siapa-Pun-7');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(TEXT.wrongPassword);
  return (await alert.textContent())?.trim();
}

/** The inline error of NIK `nik` with the birth date `birthDate`. */
async function wrongIdCard(page: Page, nik: string, birthDate: string) {
  await enterIdentifier(page, nik);
  await expect(page).toHaveURL(URL_PATH.idCard);
  await expect(page.getByLabel(TEXT.nik)).toHaveValue(nik);
  await page.getByLabel(TEXT.birthDate).fill(typedDate(birthDate));
  await page.getByRole('button', { name: TEXT.verify }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('NIK atau tanggal lahir tidak sesuai dengan data polis.');
  return (await alert.textContent())?.trim();
}

test('an unknown user name fails at the password with the message of a wrong password', async ({
  page,
  outbox,
}) => {
  const customer = await wrongPassword(page, BUDI.userName);
  const unknown = await wrongPassword(page, UNKNOWN_NAME);
  expect(unknown).toBe(customer);
  expect(unknown).toBe('Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali.');
  // The same page around it: the user name typed, the forgotten password, the NIK route.
  await expect(page.getByText(`Masuk sebagai ${UNKNOWN_NAME}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lupa kata sandi?' })).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT.withNik })).toBeVisible();
  await expectAccessible(page, 'verify-password, unknown user name');
  await snap(page, '01-unknown-user-wrong-password');

  // Budi's count starts over with his right password.
  await signIn(page, outbox, BUDI);
});

test('an unknown NIK fails the identity check like a wrong birth date', async ({ page }) => {
  const customer = await wrongIdCard(page, ANDI.nik, '1985-03-03');
  const unknown = await wrongIdCard(page, UNKNOWN_NIK, '1980-05-15');
  expect(unknown).toBe(customer);
  await snap(page, '02-unknown-nik');
});
