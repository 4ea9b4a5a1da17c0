import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { uploadMessages } from '../../../web/src/components/upload/uploadMessages';
import PengkinianPage from '../../../web/src/features/pengkinian/PengkinianPage';
import { messages } from '../../../web/src/features/pengkinian/messages';
import {
  DEMO_TODAY,
  POLICY,
  RIGHT_CODE,
} from '../../../web/src/features/pengkinian/testing/fixtures';
import {
  NIK_WARNING,
  pengkinianHandlers,
  refusedEnded,
  refusedPending,
} from '../../../web/src/features/pengkinian/testing/handlers';
import { pending, problem } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const meta = {
  title: 'Pengkinian Data/Halaman',
  component: PengkinianPage,
  args: { today: DEMO_TODAY },
  parameters: {
    portal: { path: '/polis/pengkinian-data', signedIn: true, selectedPolicy: POLICY },
  },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...pengkinianHandlers()),
} satisfies Meta<typeof PengkinianPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
  clear: (el: Element) => Promise<void>;
  selectOptions: (el: Element, v: string) => Promise<void>;
};

const openStep = async (user: User, title: string) => {
  const stepper = await page().findByRole('navigation', { name: messages.steps.label });
  await user.click(within(stepper).getByRole('button', { name: new RegExp(title) }));
  await page().findByRole('heading', { name: title });
};

const changePhone = async (user: User) => {
  await page().findByRole('heading', { name: 'Identitas' });
  await openStep(user, 'Kontak & Korespondensi');
  const phone = page().getByLabelText('Nomor ponsel');
  await user.clear(phone);
  await user.type(phone, '081398765432');
};

/** Loading: the eligibility call has not answered yet. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/validasiPengkinanData')),
  play: async () => {
    await expect(await page().findByText(messages.loading)).toBeInTheDocument();
  },
};

/** An earlier submission is still reviewed: the reason and the way to the history. */
export const DitolakMasihDiverifikasi: Story = {
  beforeEach: ({ msw }) => msw.use(...pengkinianHandlers({ eligibility: refusedPending })),
  play: async () => {
    await expect(await page().findByText(refusedPending.message!)).toBeInTheDocument();
    await expect(page().getByRole('link', { name: messages.refused.history })).toHaveAttribute(
      'href',
      '/transaction-history/detail-kyc',
    );
    // No form.
    await expect(page().queryByRole('navigation', { name: messages.steps.label })).toBeNull();
    await expect(page().queryByLabelText('NIK')).toBeNull();
  },
};

export const DitolakMasihDiverifikasiPonsel: Story = {
  ...DitolakMasihDiverifikasi,
  globals: viewport('phone'),
};

/** The policy has ended: the reason and the way back. */
export const DitolakPolisBerakhir: Story = {
  beforeEach: ({ msw }) => msw.use(...pengkinianHandlers({ eligibility: refusedEnded })),
  play: async () => {
    await expect(await page().findByText(refusedEnded.message!)).toBeInTheDocument();
    await expect(page().queryByRole('link', { name: messages.refused.history })).toBeNull();
    await expect(page().getByRole('link', { name: messages.refused.back })).toBeVisible();
  },
};

/** The data could not be loaded: the server's message and 'Coba lagi'. */
export const GagalMemuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/policy/infoPengkinanData', () =>
        problem(500, 'Data nasabah tidak dapat dimuat saat ini. Silakan coba kembali.'),
      ),
    ),
  play: async () => {
    await expect(await page().findByText(/tidak dapat dimuat/)).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  },
};

/** The form pre-filled, first step. */
export const FormulirTerisi: Story = {
  play: async () => {
    await expect(await page().findByLabelText('NIK')).toHaveValue('3174011505800003');
    await expect(page().getByLabelText('Nama lengkap')).toHaveValue('Budi Santoso');
    await expect(page().getByLabelText('Agama')).toHaveValue('ISLAM');
    // Nothing marked changed.
    await expect(page().queryByText('Sebelumnya:', { exact: false })).toBeNull();
    await expect(page().queryByText(messages.change.badge)).toBeNull();
  },
};

export const FormulirTerisiPonsel: Story = { ...FormulirTerisi, globals: viewport('phone') };

/** A changed identity field: 'Diubah', the old value, the document to attach. */
export const IdentitasDiubah: Story = {
  play: async ({ userEvent }) => {
    const name = await page().findByLabelText('Nama lengkap');
    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Santoso Wijaya');
    await expect(page().getByText('Sebelumnya: Budi Santoso')).toBeInTheDocument();
    await expect(page().getByText(messages.document.heading)).toBeInTheDocument();
  },
};

export const IdentitasDiubahPonsel: Story = { ...IdentitasDiubah, globals: viewport('phone') };

/** The new identity document chosen and attached: the portal's file control names the file
 * and its size ('Ganti berkas' to choose another), in Indonesian on every browser. */
export const DokumenIdentitasTerlampir: Story = {
  play: async ({ userEvent }) => {
    const name = await page().findByLabelText('Nama lengkap');
    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Santoso Wijaya');
    await expect(page().getByRole('button', { name: uploadMessages.choose })).toBeVisible();
    await expect(page().getByText(uploadMessages.noFile)).toBeVisible();
    await userEvent.upload(
      page().getByLabelText(messages.document.label),
      new File([new Uint8Array(1.2 * 1024 * 1024)], 'ktp-budi-santoso-wijaya-2026-baru.jpg', {
        type: 'image/jpeg',
      }),
    );
    await expect(await page().findByText(messages.document.done)).toBeVisible();
    await expect(page().getByText('ktp-budi-santoso-wijaya-2026-baru.jpg · 1,2 MB')).toBeVisible();
    await expect(page().getByRole('button', { name: uploadMessages.replace })).toBeVisible();
  },
};

export const DokumenIdentitasTerlampirPonsel: Story = {
  ...DokumenIdentitasTerlampir,
  globals: viewport('phone'),
};

/** The domicile moved to Depok: the cascade chosen level by level, postal code filled. */
export const AlamatDomisiliBaru: Story = {
  play: async ({ userEvent }) => {
    await page().findByRole('heading', { name: 'Identitas' });
    await openStep(userEvent, 'Alamat Domisili');
    await userEvent.click(page().getByLabelText(messages.fields.sameAsIdCard));
    const province = await page().findByLabelText('Provinsi');
    await within(province).findByRole('option', { name: 'Jawa Barat' });
    await userEvent.selectOptions(province, '32');
    await expect(page().getByLabelText('Kecamatan')).toBeDisabled();
    const district = page().getByLabelText('Kabupaten/Kota');
    await within(district).findByRole('option', { name: 'Kota Depok' });
    await userEvent.selectOptions(district, '32.76');
    const sub = page().getByLabelText('Kecamatan');
    await within(sub).findByRole('option', { name: 'Pancoran Mas' });
    await userEvent.selectOptions(sub, '32.76.01');
    const village = page().getByLabelText('Kelurahan/Desa');
    await within(village).findByRole('option', { name: 'Depok Jaya' });
    await userEvent.selectOptions(village, '32.76.01.1007');
    await expect(page().getByLabelText('Kode pos')).toHaveValue('16432');
  },
};

export const AlamatDomisiliBaruPonsel: Story = {
  ...AlamatDomisiliBaru,
  globals: viewport('phone'),
};

/** The server refuses a field (422): back on the step and field that hold it. */
export const KesalahanDariServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/pengkinian/draft', () =>
        problem(422, 'Kode pos 12810 tidak sesuai dengan kelurahan Tebet Barat.', {
          errors: [
            {
              field: 'IdCarddAddress.postal_code',
              message: 'Kode pos kelurahan Tebet Barat adalah 12810.',
            },
          ],
        }),
      ),
    ),
  play: async ({ userEvent }) => {
    await changePhone(userEvent);
    await userEvent.click(page().getByRole('button', { name: messages.actions.review }));
    await expect(
      await page().findByText('Kode pos kelurahan Tebet Barat adalah 12810.'),
    ).toBeInTheDocument();
  },
};

/** The summary with a NIK warning to confirm. */
export const RingkasanDenganPeringatan: Story = {
  beforeEach: ({ msw }) => msw.use(...pengkinianHandlers({ warnings: [NIK_WARNING] })),
  play: async ({ userEvent }) => {
    await changePhone(userEvent);
    await userEvent.click(page().getByRole('button', { name: messages.actions.review }));
    await expect(
      await page().findByRole('heading', { name: messages.summary.heading }),
    ).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: messages.actions.toOtp }));
    await expect(page().getByText(messages.summary.confirmRequired)).toBeInTheDocument();
  },
};

export const RingkasanDenganPeringatanPonsel: Story = {
  ...RingkasanDenganPeringatan,
  globals: viewport('phone'),
};

const toOtp = async (user: User) => {
  await changePhone(user);
  await user.click(page().getByRole('button', { name: messages.actions.review }));
  await user.click(await page().findByRole('button', { name: messages.actions.toOtp }));
};

/** The code for the new number, after one wrong code: told once, as the field's error. */
export const KodeOtpSalah: Story = {
  play: async ({ userEvent }) => {
    await toOtp(userEvent);
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), '000000');
    await userEvent.click(page().getByRole('button', { name: messages.otp.verify }));
    await expect(
      await page().findByText('Kode OTP salah. Sisa percobaan 4 kali.'),
    ).toBeInTheDocument();
    await expect(page().getByLabelText('Kode OTP (6 angka)')).toHaveAccessibleDescription(
      'Kode OTP salah. Sisa percobaan 4 kali.',
    );
    await expect(page().getAllByText(/Sisa percobaan/)).toHaveLength(1);
  },
};

export const KodeOtpSalahPonsel: Story = { ...KodeOtpSalah, globals: viewport('phone') };

/** Too many wrong codes: locked until a time. */
export const KodeOtpTerkunci: Story = {
  beforeEach: ({ msw }) => msw.use(...pengkinianHandlers({ limit: 1 })),
  play: async ({ userEvent }) => {
    await toOtp(userEvent);
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), '000000');
    await userEvent.click(page().getByRole('button', { name: messages.otp.verify }));
    await expect(await page().findByText(/Terlalu banyak percobaan/)).toBeInTheDocument();
  },
};

/** Both codes right: the receipt with the registration number. */
export const TandaTerima: Story = {
  play: async ({ userEvent }) => {
    await toOtp(userEvent);
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), RIGHT_CODE);
    await userEvent.click(page().getByRole('button', { name: messages.otp.verify }));
    await page().findByRole('heading', { name: messages.otp.purpose.PENGKINIAN });
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), RIGHT_CODE);
    await userEvent.click(page().getByRole('button', { name: messages.otp.verify }));
    await expect(await page().findByText('KYC-20261124-7QH2MX')).toBeInTheDocument();
  },
};

export const TandaTerimaPonsel: Story = { ...TandaTerima, globals: viewport('phone') };
