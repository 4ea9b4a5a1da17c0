// Passkeys end to end (issue 27 part 1), on the real server, with Chromium's virtual
// authenticator (DevTools WebAuthn domain: a platform authenticator with user verification,
// resident keys, touched automatically). WebAuthn refuses an IP address as the relying party,
// so this journey opens the portal at `localhost` (the same server). Budi confirms his
// password in Pengaturan, adds a passkey, signs out, and signs in with 'Masuk dengan passkey':
// no user name, no password, no code. He removes it; the device still offers it, and the
// portal refuses it without saying more. Both notices are in the outbox. Phone and desktop.
import type { CDPSession, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import type { Outbox } from './support/outbox';
import { BUDI, logoutFromHeader, signIn, TEXT } from './support/portal';

test.use({
  baseURL: async ({ serverURL }, provide) => provide(serverURL.replace('127.0.0.1', 'localhost')),
});

const NAME = 'Ponsel uji Budi';

/** A platform authenticator with fingerprint-like user verification, in this page only. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Pengaturan → 'Kelola Passkey' → the password confirmation → Passkey. */
async function openPasskeys(page: Page): Promise<void> {
  await openMenu(page, 'Pengaturan');
  await page.getByRole('button', { name: 'Kelola Passkey' }).click();
  const modal = page.getByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
  await modal.getByLabel('Kata sandi saat ini', { exact: true }).fill(BUDI.password);
  await modal.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page).toHaveURL(/\/pengaturan\/passkey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passkey' })).toBeVisible();
}

async function notices(outbox: Outbox, purpose: string): Promise<number> {
  return outbox.lines().filter((line) => (line.purpose as string) === purpose).length;
}

test('Budi adds a passkey and signs in with it, without password or code; removed, it is refused', async ({
  page,
  outbox,
}) => {
  const screen = test.info().project.name;
  await virtualAuthenticator(page);
  await signIn(page, outbox, BUDI);
  await openPasskeys(page);
  const added = await notices(outbox, 'PASSKEY_ADDED');

  await page.getByRole('button', { name: 'Tambah passkey' }).click();
  await page.getByRole('textbox', { name: 'Nama passkey' }).fill(NAME);
  await snap(page, '01-name');
  await page.getByRole('button', { name: 'Buat passkey' }).click();
  await expect(
    page.getByText(`Passkey "${NAME}" telah ditambahkan.`, { exact: false }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Daftar passkey' });
  await expect(list.getByText(NAME)).toBeVisible();
  await expect(list.getByText('Belum pernah dipakai')).toBeVisible();
  await expect.poll(() => notices(outbox, 'PASSKEY_ADDED')).toBe(added + 1);
  await expectNoHorizontalOverflow(page, `Passkey (${screen})`);
  await expectAccessible(page, 'Passkey');
  await snap(page, '02-added');

  // Signed out, back in with the passkey alone: no code is sent.
  await logoutFromHeader(page);
  await expect(page).toHaveURL(/\/login$/);
  const mark = outbox.mark();
  await expectAccessible(page, 'Masuk, with the passkey button');
  await snap(page, '03-login');
  await page.getByRole('button', { name: 'Masuk dengan passkey' }).click();
  await expect(page).toHaveURL(/\/polis\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.pageTitle })).toBeVisible();
  expect(outbox.lines().slice(mark)).toEqual([]);

  // Used: its last use is shown. Removed: the device still offers it, the portal refuses it.
  await openPasskeys(page);
  await expect(page.getByText('Belum pernah dipakai')).toHaveCount(0);
  const removed = await notices(outbox, 'PASSKEY_REMOVED');
  await page.getByRole('button', { name: `Hapus passkey ${NAME}` }).click();
  await page
    .getByRole('dialog', { name: 'Hapus Passkey' })
    .getByRole('button', { name: 'Hapus' })
    .click();
  await expect(page.getByText(`Passkey "${NAME}" telah dihapus.`)).toBeVisible();
  await expect(page.getByText('Belum ada passkey.')).toBeVisible();
  await expect.poll(() => notices(outbox, 'PASSKEY_REMOVED')).toBe(removed + 1);
  await logoutFromHeader(page);
  await page.getByRole('button', { name: 'Masuk dengan passkey' }).click();
  await expect(page.getByText(/^Passkey tidak dikenali/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, '04-refused');
});
