// @vitest-environment jsdom
// Pengaturan: the security data, ending another device's session, and the password
// confirmation that opens the change pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPasswordConfirmation } from '../../shared/passwordConfirmation';
import { CURRENT_PASSWORD, securityData, SESSION } from './testing/fixtures';
import {
  SESSION_ENDED_MESSAGE,
  securityServer,
  wrongPasswordMessage,
  type SecurityServerOptions,
} from './testing/handlers';
import { layoutHandlers, pageTitle, renderSettings } from './testing/render';

/** 25 November 2026, 10.00 WIB: the page's dates are read against this clock. */
const NOW = Date.UTC(2026, 10, 25, 3, 0);

const server = setupServer(...layoutHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function fake(options: SecurityServerOptions = {}) {
  const security = securityServer(options);
  server.use(...security.handlers);
  return security;
}

const section = (name: string) => screen.findByRole('region', { name });
const devices = async () =>
  within(await screen.findByRole('list', { name: 'Daftar perangkat yang sedang masuk' }))
    .getAllByRole('listitem')
    .map((item) => item);
const device = async (name: string) => {
  const found = (await devices()).find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`no device ${name}`);
  return found;
};
/** What a device says after 'Terakhir aktif' or 'Masuk sejak'. */
const fact = (item: HTMLElement, label: string) =>
  within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const posted = (security: ReturnType<typeof fake>, path: string) =>
  security.state.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('Pengaturan: what the customer sees', () => {
  it('leads to Privasi (consents, data copies and requests on personal data)', async () => {
    fake();
    renderSettings();
    const privacy = await section('Privasi dan Data Pribadi');
    expect(within(privacy).getByRole('link', { name: 'Buka Privasi' })).toHaveAttribute(
      'href',
      '/privasi',
    );
  });

  it('shows the password, recovery e-mail, mobile number and every device signed in', async () => {
    fake();
    renderSettings();
    await pageTitle('Pengaturan');

    expect(await section('Kata Sandi')).toHaveTextContent('Terakhir diganti 14 Agustus 2026');
    expect(await section('Email Pemulihan')).toHaveTextContent('b***o@gmail.com');
    const mobile = await section('Nomor Ponsel');
    expect(mobile).toHaveTextContent('+62 812-****-7890');
    expect(mobile).toHaveTextContent(/diubah melalui Pengkinian Data/);
    expect(within(mobile).getByRole('link', { name: 'Data Polis' })).toHaveAttribute(
      'href',
      '/polis/detail',
    );

    const items = await devices();
    expect(items).toHaveLength(4);
    // This device first, marked, without a button.
    const here = items[0]!;
    expect(here).toHaveTextContent('Windows 11 · Chrome 142');
    expect(here).toHaveTextContent('Perangkat ini');
    expect(here).toHaveTextContent('Indonesia · 103.28.xxx.xxx');
    expect(fact(here, 'Terakhir aktif')).toBe('baru saja');
    expect(within(here).queryByRole('button')).toBeNull();

    const phone = await device('Android 15 · Chrome 142');
    expect(phone).not.toHaveTextContent('Perangkat ini');
    expect(fact(phone, 'Terakhir aktif')).toBe('5 menit yang lalu');
    expect(fact(phone, 'Masuk sejak')).toBe('23 Nov 2026, 10.00 WIB');
    expect(
      within(phone).getByRole('button', { name: 'Keluar dari perangkat ini' }),
    ).toHaveAccessibleDescription('Android 15 · Chrome 142');
    const tablet = await device('iPadOS 18 · Safari 18');
    expect(tablet).toHaveTextContent('Lokasi tidak diketahui · 36.72.xxx.xxx');
    expect(fact(tablet, 'Terakhir aktif')).toBe('3 jam yang lalu');
    const unknown = await device('Perangkat tidak dikenal');
    expect(unknown).toHaveTextContent('Jaringan lokal · 192.168.xxx.xxx');
    expect(fact(unknown, 'Terakhir aktif')).toBe('23 Nov 2026, 10.00 WIB');
    expect(screen.getAllByRole('button', { name: 'Keluar dari perangkat ini' })).toHaveLength(3);
  });

  it('an empty device list says so', async () => {
    fake({ data: securityData(NOW, { sessions: [] }) });
    renderSettings();
    expect(
      await screen.findByText('Belum ada perangkat yang tercatat sedang masuk.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Daftar perangkat yang sedang masuk' })).toBeNull();
  });
});

describe('Pengaturan: keluar dari perangkat lain', () => {
  it('asks first (OK / TIDAK); OK ends that session and the list no longer has it', async () => {
    const user = userEvent.setup();
    const security = fake();
    renderSettings();
    const phone = await device('Android 15 · Chrome 142');
    await user.click(within(phone).getByRole('button', { name: 'Keluar dari perangkat ini' }));
    let dialog = await screen.findByRole('dialog', { name: 'Keluar dari Perangkat' });
    expect(dialog).toHaveTextContent('Keluarkan Android 15 · Chrome 142 dari akun Anda?');
    await user.click(within(dialog).getByRole('button', { name: 'TIDAK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(security, '/session/revoke')).toEqual([]);

    await user.click(within(phone).getByRole('button', { name: 'Keluar dari perangkat ini' }));
    dialog = await screen.findByRole('dialog', { name: 'Keluar dari Perangkat' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Android 15 · Chrome 142 telah dikeluarkan dari akun Anda.'),
    ).toBeInTheDocument();
    expect(posted(security, '/session/revoke').map((r) => r.body)).toEqual([
      { session_id: SESSION.android },
    ]);
    await waitFor(async () => expect(await devices()).toHaveLength(3));
    expect(screen.queryByText('Android 15 · Chrome 142', { selector: 'p' })).toBeNull();
  });

  it('a session that already ended: the server’s message, and the list is read again', async () => {
    const user = userEvent.setup();
    const security = fake();
    renderSettings();
    const tablet = await device('iPadOS 18 · Safari 18');
    // Meanwhile the iPad signed out by itself.
    security.state.data = {
      ...security.state.data,
      sessions: security.state.data.sessions.filter((s) => s.session_id !== SESSION.ipad),
    };
    await user.click(within(tablet).getByRole('button', { name: 'Keluar dari perangkat ini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari Perangkat' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    await waitFor(async () => expect(await devices()).toHaveLength(3));
    // No error popup: the page said it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Pengaturan: Konfirmasi Kata Sandi', () => {
  const openConfirm = async (button: string) => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
    return { user, dialog };
  };

  it('asks for the password before sending; the field has the focus', async () => {
    const security = fake();
    renderSettings();
    const { user, dialog } = await openConfirm('Ganti Kata Sandi');
    expect(dialog).toHaveTextContent(/untuk membuka halaman Ganti Kata Sandi/);
    const field = within(dialog).getByLabelText('Kata sandi saat ini');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(await within(dialog).findByText('Masukkan kata sandi Anda saat ini.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posted(security, '/password/setting/validate')).toEqual([]);
  });

  it('a wrong password: the server’s message with the attempts left, in the form', async () => {
    const security = fake();
    renderSettings();
    const { user, dialog } = await openConfirm('Ganti Kata Sandi');
    await user.type(within(dialog).getByLabelText('Kata sandi saat ini'), 'salah-sekali');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(wrongPasswordMessage(4));
    expect(alert.closest('[aria-live]')).not.toBeNull();
    expect(within(dialog).getByLabelText('Kata sandi saat ini')).toHaveValue('');
    expect(getPasswordConfirmation()).toBeNull();
    expect(posted(security, '/password/setting/validate').map((r) => r.body)).toEqual([
      { password: 'salah-sekali', route: 'change-password' },
    ]);
  });

  it('Batal closes without sending; opened again it starts empty', async () => {
    const security = fake();
    renderSettings();
    const { user, dialog } = await openConfirm('Ganti Email Pemulihan');
    await user.type(within(dialog).getByLabelText('Kata sandi saat ini'), 'sesuatu');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(security, '/password/setting/validate')).toEqual([]);
    const again = await openConfirm('Ganti Email Pemulihan');
    expect(within(again.dialog).getByLabelText('Kata sandi saat ini')).toHaveValue('');
  });

  it('the right password opens Ganti Kata Sandi, for that page only', async () => {
    const security = fake();
    const app = renderSettings();
    const { user, dialog } = await openConfirm('Ganti Kata Sandi');
    await user.type(within(dialog).getByLabelText('Kata sandi saat ini'), CURRENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await pageTitle('Ganti Kata Sandi');
    expect(app.path()).toBe('/change-password');
    expect(getPasswordConfirmation()).toEqual({
      route: 'change-password',
      expiresAt: NOW + 300_000,
    });
    expect(posted(security, '/password/setting/validate').map((r) => r.body)).toEqual([
      { password: CURRENT_PASSWORD, route: 'change-password' },
    ]);
    // The other page is not opened by it.
    await app.router.navigate('/change-recovery-email');
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
  });

  it('the right password opens Ganti Email Pemulihan from its button', async () => {
    fake();
    const app = renderSettings();
    const { user, dialog } = await openConfirm('Ganti Email Pemulihan');
    await user.type(within(dialog).getByLabelText('Kata sandi saat ini'), CURRENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await pageTitle('Ganti Email Pemulihan');
    expect(app.path()).toBe('/change-recovery-email');
  });

  it('a change page visited directly (or reloaded) goes to Pengaturan', async () => {
    fake();
    const app = renderSettings('/change-password');
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
  });
});
