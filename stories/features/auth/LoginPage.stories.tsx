import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import LoginPage from '../../../web/src/features/auth/pages/LoginPage';
import { signInHandlers, type RecordedCall } from '../../../web/src/features/auth/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/** Calls the sign-in handlers received during the story (checked by the play functions). */
const calls: RecordedCall[] = [];

const meta = {
  title: 'Masuk/Cek Pengguna',
  component: LoginPage,
  parameters: { portal: { path: '/login' } },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => page().findByLabelText('Nama pengguna atau NIK');
const submit = () => page().getByRole('button', { name: 'Lanjutkan' });

/** The first page: one field for the user name or the 16-digit NIK, focused. */
export const Kosong: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Selamat datang di TManKu' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await field()).toHaveFocus());
    await expect(page().getByText('NIK terdiri dari 16 angka sesuai KTP.')).toBeInTheDocument();
    // The login layout's brand panel.
    await expect(
      page().getByText('Portal Nasabah PT Asuransi Jiwa Sentosa Raya'),
    ).toBeInTheDocument();
  },
};

/** 'Lanjutkan' without an entry: the field explains itself, nothing is sent. */
export const ValidasiKosong: Story = {
  play: async ({ userEvent }) => {
    await field();
    await userEvent.click(submit());
    await expect(
      await page().findByText('Masukkan nama pengguna atau NIK Anda.'),
    ).toBeInTheDocument();
    await expect(await field()).toHaveAttribute('aria-invalid', 'true');
    await expect(calls).toEqual([]);
  },
};

/** 16 digits that cannot be a NIK (day 99): refused before any call. */
export const ValidasiNikTidakValid: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await field(), '3174019905800003');
    await userEvent.click(submit());
    await expect(
      await page().findByText('NIK tidak valid. Periksa kembali 16 angka NIK sesuai KTP Anda.'),
    ).toBeInTheDocument();
    await expect(calls).toEqual([]);
  },
};

/** checkUser is running: the button shows the spinner and 'Memproses…'. */
export const Memproses: Story = {
  beforeEach: ({ msw }) => msw.use(pending('post', '*/login/checkUser')),
  play: async ({ userEvent }) => {
    await userEvent.type(await field(), 'budi.santoso');
    await userEvent.click(submit());
    const busy = await page().findByRole('button', { name: 'Memproses…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Too many failed steps from this address (429): said inline, no popup; the entry stays. */
export const TerlaluBanyakPercobaan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/login/checkUser',
        429,
        'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 2 detik.',
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await field(), 'siapa.saja');
    await userEvent.click(submit());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 2 detik.',
    );
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(await field()).toHaveValue('siapa.saja');
  },
};

/** A server failure shows the 'Peringatan' popup (danger, OK only) with the server's message. */
export const GangguanLayanan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/login/checkUser',
        503,
        'Layanan sedang dalam pemeliharaan. Silakan coba kembali pukul 06.00 WIB.',
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await field(), 'budi.santoso');
    await userEvent.click(submit());
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await expect(popup).toHaveTextContent('Layanan sedang dalam pemeliharaan.');
    await expect(popup.closest('.modal')).toHaveClass('error-popup-danger');
    await expect(await field()).toHaveValue('budi.santoso');
  },
};

/** A user name goes on to the password page, known or not: no name, no status is shown. */
export const LanjutKeKataSandi: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await field(), 'budi.santoso');
    await userEvent.click(submit());
    await expect(
      await page().findByRole('heading', { name: 'Masukkan Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(page().getByText('budi.santoso')).toBeInTheDocument();
    await expect(calls[0]).toMatchObject({
      path: '/login/checkUser',
      body: { userName: 'budi.santoso' },
    });
  },
};

/** A NIK goes on to the identity check (NIK and birth date), the NIK filled in. */
export const NikKeVerifikasiIdentitas: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await field(), '3174011505800003');
    await userEvent.click(submit());
    await expect(
      await page().findByRole('heading', { name: 'Verifikasi Identitas' }),
    ).toBeInTheDocument();
    await expect(await page().findByLabelText('NIK (Nomor Induk Kependudukan)')).toHaveValue(
      '3174011505800003',
    );
  },
};

/** After an idle timeout the login page says why the session ended. */
export const SesiBerakhirKarenaTidakAdaAktivitas: Story = {
  parameters: { portal: { path: '/login', loginNotice: 'idle' } },
  play: async () => {
    await expect(
      await page().findByText('Sesi Anda telah berakhir karena tidak ada aktivitas.'),
    ).toBeInTheDocument();
  },
};

/** After 'Keluar'. */
export const SetelahKeluar: Story = {
  parameters: { portal: { path: '/login', loginNotice: 'loggedOut' } },
  play: async () => {
    await expect(await page().findByText('Anda telah keluar dari TManKu.')).toBeInTheDocument();
  },
};

/** `?admin=1`: sign-in to the admin area. */
export const MasukAdmin: Story = {
  parameters: { portal: { path: '/login?admin=1' } },
  play: async () => {
    await expect(await page().findByText('Masuk ke area admin TManKu.')).toBeInTheDocument();
  },
};

/** On a phone the brand panel sits above the form. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const heading = await page().findByRole('heading', { name: 'Selamat datang di TManKu' });
    const brand = page().getByText('Portal Nasabah PT Asuransi Jiwa Sentosa Raya');
    await expect(brand.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
    await expect(window.innerWidth).toBe(375);
  },
};
