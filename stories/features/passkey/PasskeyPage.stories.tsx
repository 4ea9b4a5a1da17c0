import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { PasskeyRegisterRequest } from '../../../web/src/api/generated/model';
import PasskeyPage from '../../../web/src/features/passkey/PasskeyPage';
import { fullPasskeys } from '../../../web/src/features/passkey/testing/fixtures';
import {
  CONFIRMATION_LOST_MESSAGE,
  NOT_ACCEPTED_MESSAGE,
  passkeyServer,
  REGISTRATION_EXPIRED_MESSAGE,
  type PasskeyServerOptions,
} from '../../../web/src/features/passkey/testing/handlers';
import { securityServer } from '../../../web/src/features/security/testing/handlers';
import { stubWebAuthn, withoutWebAuthn, type WebAuthnStub } from '../../../web/src/test/webauthn';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Pengaturan → Passkey, right after the password was confirmed for it on Pengaturan: what a
 * passkey is, the account's passkeys, 'Tambah passkey' (a name, then the device's prompt) and
 * 'Hapus'. The browser's passkey API is stubbed (web/src/test/webauthn.ts): the device answers
 * at once, refuses as a browser does, or keeps its prompt open.
 */
const meta = {
  title: 'Pengaturan/Passkey',
  component: PasskeyPage,
  parameters: {
    portal: {
      path: '/pengaturan/passkey',
      signedIn: true,
      passwordConfirmedFor: 'manage-passkeys',
    },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof PasskeyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  clear: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
};

/** The server and the device (answering at once unless told). */
const setUp = (server: () => ReturnType<typeof passkeyServer>, device: WebAuthnStub = {}) =>
  (({ msw }) => {
    msw.use(...securityServer({ confirmed: 'manage-passkeys' }).handlers, ...server().handlers);
    return stubWebAuthn(device).restore;
  }) satisfies Story['beforeEach'];

/** A fresh server for each run of the story (three passkeys unless told). */
const serve = (options: PasskeyServerOptions = {}, device: WebAuthnStub = {}) =>
  setUp(() => passkeyServer(options), device);

const items = async () =>
  within(await page().findByRole('list', { name: 'Daftar passkey' })).getAllByRole('listitem');

/** 'Tambah passkey', then the name step with its field. */
const openNameStep = async (user: User) => {
  await user.click(await page().findByRole('button', { name: 'Tambah passkey' }));
  const field = await page().findByLabelText('Nama passkey');
  await waitFor(() => expect(field).toHaveFocus());
  return field;
};

const create = () => page().getByRole('button', { name: 'Buat passkey' });

/** Three passkeys: this phone, a security key, one never used (its device unknown). */
export const Dimuat: Story = {
  beforeEach: serve(),
  play: async () => {
    await expect(
      await page().findByText(/sidik jari, wajah atau PIN perangkat Anda/),
    ).toBeVisible();
    const [phone, key, laptop] = await items();
    await expect(phone).toHaveTextContent('Ponsel Budi');
    await expect(phone).toHaveTextContent('Sidik jari, wajah atau PIN perangkat');
    await expect(phone).toHaveTextContent(/Terakhir dipakai\d{1,2} \w+ \d{4}, \d\d\.\d\d WIB/);
    await expect(key).toHaveTextContent('Kunci keamanan atau ponsel lain');
    await expect(laptop).toHaveTextContent('Belum pernah dipakai');
    await expect(laptop).toHaveTextContent('Jenis perangkat tidak diketahui');
    await expect(page().getByText('3 dari 10 passkey')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Hapus passkey Ponsel Budi' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Tambah passkey' })).toBeEnabled();
  },
};

export const DimuatPonsel: Story = { ...Dimuat, globals: viewport('phone') };

/** No passkey yet: the empty state says what one is for. */
export const Kosong: Story = {
  beforeEach: serve({ passkeys: [] }),
  play: async () => {
    await expect(await page().findByText('Belum ada passkey.')).toBeVisible();
    await expect(page().getByText(/'Masuk dengan passkey' di halaman masuk/)).toBeVisible();
    await expect(page().getByText('0 dari 10 passkey')).toBeVisible();
    await expect(page().queryByRole('list', { name: 'Daftar passkey' })).toBeNull();
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

export const Memuat: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pending('get', '*/passkey/list'));
    return stubWebAuthn().restore;
  },
  play: async () => {
    await expect(await page().findByText('Memuat passkey…')).toBeInTheDocument();
  },
};

/** The list could not be loaded: the server's message and 'Coba lagi'. */
export const Gagal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failing('get', '*/passkey/list', 503, 'Layanan sedang sibuk. Silakan coba lagi.'));
    return stubWebAuthn().restore;
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Layanan sedang sibuk. Silakan coba lagi.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/**
 * The name step: the kind of device offered, the rule checked as typed (empty, over 50
 * characters), 'Buat passkey' only with a name the server takes; 'Batal' goes back.
 */
export const MenambahNama: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    const field = await openNameStep(userEvent);
    await expect((field as HTMLInputElement).value).not.toBe('');
    await expect(create()).toBeEnabled();
    await userEvent.clear(field);
    await expect(await page().findByText('Masukkan nama passkey.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(create()).toBeDisabled();
    await userEvent.type(field, 'x'.repeat(51));
    await expect(await page().findByText('Nama passkey paling banyak 50 karakter.')).toBeVisible();
    await expect(create()).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ponsel kerja');
    await expect(page().queryByText(/Nama passkey paling banyak/)).toBeNull();
    await expect(page().getByText('12/50')).toBeVisible();
    await expect(create()).toBeEnabled();
  },
};

export const MenambahNamaPonsel: Story = { ...MenambahNama, globals: viewport('phone') };

let added = passkeyServer();

/** A name, the device's prompt (answered), saved: the notice and the new passkey on top. */
export const Ditambahkan: Story = {
  beforeEach: setUp(() => (added = passkeyServer({ passkeys: [] })), { attachment: 'platform' }),
  play: async ({ userEvent }) => {
    const field = await openNameStep(userEvent);
    await userEvent.clear(field);
    await userEvent.type(field, '  Ponsel kerja ');
    await userEvent.click(create());
    await expect(await page().findByText(/Passkey "Ponsel kerja" telah ditambahkan/)).toBeVisible();
    const [first] = await items();
    await expect(first).toHaveTextContent('Ponsel kerja');
    await expect(first).toHaveTextContent('Sidik jari, wajah atau PIN perangkat');
    await expect(first).toHaveTextContent('Belum pernah dipakai');
    const saved = added.requests.find((r) => r.path === '/passkey/register/verify');
    await expect((saved?.body as PasskeyRegisterRequest).name).toBe('Ponsel kerja');
    await expect(page().getByRole('button', { name: 'Tambah passkey' })).toBeVisible();
  },
};

/** The device's prompt is open: the form waits, nothing else can be pressed. */
export const MenungguPerangkat: Story = {
  beforeEach: serve({}, { create: 'pending' }),
  play: async ({ userEvent }) => {
    await openNameStep(userEvent);
    await userEvent.click(create());
    const waiting = await page().findByRole('button', { name: 'Menunggu perangkat Anda…' });
    await expect(waiting).toBeDisabled();
    await expect(page().getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const MenungguPerangkatPonsel: Story = { ...MenungguPerangkat, globals: viewport('phone') };

/** The customer closed the device's prompt (or it timed out): a calm word, the name kept. */
export const DibatalkanPeramban: Story = {
  beforeEach: serve({}, { create: 'NotAllowedError' }),
  play: async ({ userEvent }) => {
    const field = await openNameStep(userEvent);
    await userEvent.clear(field);
    await userEvent.type(field, 'Tablet');
    await userEvent.click(create());
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('dibatalkan atau waktunya habis');
    await expect(alert).toHaveClass(/alert-info/);
    await expect(page().getByLabelText('Nama passkey')).toHaveValue('Tablet');
    await expect(create()).toBeEnabled();
  },
};

export const DibatalkanPerambanPonsel: Story = {
  ...DibatalkanPeramban,
  globals: viewport('phone'),
};

/** This device already holds one of the account's passkeys (InvalidStateError). */
export const SudahAdaDiPerangkat: Story = {
  beforeEach: serve({}, { create: 'InvalidStateError' }),
  play: async ({ userEvent }) => {
    await openNameStep(userEvent);
    await userEvent.click(create());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'sudah memiliki passkey untuk akun Anda',
    );
  },
};

/** The server did not accept the device's answer (422): its message, the form stays. */
export const DitolakServer: Story = {
  beforeEach: serve({ verifyRefusal: 422 }),
  play: async ({ userEvent }) => {
    await openNameStep(userEvent);
    await userEvent.click(create());
    await expect(await page().findByRole('alert')).toHaveTextContent(NOT_ACCEPTED_MESSAGE);
    await expect(page().getByLabelText('Nama passkey')).toBeEnabled();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const DitolakServerPonsel: Story = { ...DitolakServer, globals: viewport('phone') };

/** The registration ran out before the device answered (409): its message, try again. */
export const WaktuPendaftaranHabis: Story = {
  beforeEach: serve({ verifyRefusal: 409 }),
  play: async ({ userEvent }) => {
    await openNameStep(userEvent);
    await userEvent.click(create());
    await expect(await page().findByRole('alert')).toHaveTextContent(REGISTRATION_EXPIRED_MESSAGE);
    await expect(create()).toBeEnabled();
  },
};

/** Ten passkeys, the limit: 'Tambah passkey' gives way to why. */
export const BatasTercapai: Story = {
  beforeEach: serve({ passkeys: fullPasskeys() }),
  play: async () => {
    await expect(await items()).toHaveLength(10);
    await expect(page().getByText('10 dari 10 passkey')).toBeVisible();
    await expect(page().getByRole('note')).toHaveTextContent(/sudah memiliki 10 passkey/);
    await expect(page().queryByRole('button', { name: 'Tambah passkey' })).toBeNull();
  },
};

export const BatasTercapaiPonsel: Story = { ...BatasTercapai, globals: viewport('phone') };

/** A browser without passkeys: an explanation instead of the button; removal still works. */
export const TidakDidukung: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...passkeyServer().handlers);
    return withoutWebAuthn();
  },
  play: async () => {
    await expect(await page().findByRole('note')).toHaveTextContent(
      'Peramban ini belum dapat membuat passkey',
    );
    await expect(page().queryByRole('button', { name: 'Tambah passkey' })).toBeNull();
    await expect(page().getByRole('button', { name: 'Hapus passkey Ponsel Budi' })).toBeEnabled();
  },
};

export const TidakDidukungPonsel: Story = { ...TidakDidukung, globals: viewport('phone') };

/** 'Hapus' asks first (Hapus / Batal); 'Hapus' removes it and the list shows what is left. */
export const Menghapus: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await userEvent.click(
      await page().findByRole('button', { name: 'Hapus passkey YubiKey kantor' }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Hapus Passkey' });
    await expect(dialog).toHaveTextContent('Hapus passkey "YubiKey kantor"?');
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(await page().findByText('Passkey "YubiKey kantor" telah dihapus.')).toBeVisible();
    await waitFor(async () => expect(await items()).toHaveLength(2));
    await expect(page().getByText('2 dari 10 passkey')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const MenghapusPonsel: Story = { ...Menghapus, globals: viewport('phone') };

let expiring = passkeyServer();

/**
 * The confirmation ran out on the server meanwhile: 'Buat passkey' is refused with 401
 * confirmation-required and the customer is back on Pengaturan with the server's message.
 */
export const KonfirmasiKedaluwarsa: Story = {
  beforeEach: setUp(() => (expiring = passkeyServer())),
  play: async ({ userEvent }) => {
    await openNameStep(userEvent);
    expiring.expireConfirmation();
    await userEvent.click(create());
    await expect(await page().findByRole('alert')).toHaveTextContent(CONFIRMATION_LOST_MESSAGE);
    await expect(await page().findByRole('button', { name: 'Kelola Passkey' })).toBeInTheDocument();
  },
};
