import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import ChangeRecoveryEmailPage from '../../../web/src/features/security/ChangeRecoveryEmailPage';
import {
  HOLDER_EMAIL_MASKED,
  newAccountData,
  OTP_CODE,
  RECOVERY_EMAIL,
  RECOVERY_EMAIL_MASKED,
} from '../../../web/src/features/security/testing/fixtures';
import {
  SAME_EMAIL_MESSAGE,
  securityServer,
  wrongCodeMessage,
} from '../../../web/src/features/security/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Ganti Email Pemulihan, right after the password was confirmed for it on Pengaturan: the
 * new address, the code sent there, the change.
 */
const meta = {
  title: 'Pengaturan/Ganti Email Pemulihan',
  component: ChangeRecoveryEmailPage,
  parameters: {
    portal: {
      path: '/change-recovery-email',
      signedIn: true,
      passwordConfirmedFor: 'change-recovery-email',
    },
  },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) =>
    msw.use(...securityServer({ confirmed: 'change-recovery-email' }).handlers),
} satisfies Meta<typeof ChangeRecoveryEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
};

const NEW_EMAIL = 'budi.santoso@sentosa.co.id';

const sendTo = async (user: User, address: string) => {
  await user.type(await page().findByLabelText('Email Pemulihan Baru'), address);
  await user.click(page().getByRole('button', { name: 'Kirim Kode' }));
};

const enter = async (user: User, code: string) => {
  await user.type(await page().findByLabelText('Kode OTP (6 angka)'), code);
  await user.click(page().getByRole('button', { name: 'Verifikasi' }));
};

/** The new address; 'Kirim Kode'. */
export const Formulir: Story = {
  play: async () => {
    const field = await page().findByLabelText('Email Pemulihan Baru');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(page().getByRole('button', { name: 'Kirim Kode' })).toBeEnabled();
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/settings');
    await expect(await page().findByText(/Pemberitahuan penggantian/)).toHaveTextContent(
      RECOVERY_EMAIL_MASKED,
    );
  },
};

export const FormulirPonsel: Story = { ...Formulir, globals: viewport('phone') };

/**
 * No recovery e-mail yet: the notice of the change goes where the sign-in code goes, the
 * policy holder's e-mail on record.
 */
export const FormulirTanpaEmailPemulihan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...securityServer({ confirmed: 'change-recovery-email', data: newAccountData() }).handlers,
    ),
  play: async ({ userEvent }) => {
    await expect(await page().findByText(/Pemberitahuan penggantian/)).toHaveTextContent(
      HOLDER_EMAIL_MASKED,
    );
    // After the change, the notice went there.
    await sendTo(userEvent, NEW_EMAIL);
    await enter(userEvent, OTP_CODE);
    await expect(
      await page().findByText(
        `Pemberitahuan telah dikirim ke alamat sebelumnya, ${HOLDER_EMAIL_MASKED}.`,
      ),
    ).toBeVisible();
  },
};

export const FormulirTanpaEmailPemulihanPonsel: Story = {
  ...FormulirTanpaEmailPemulihan,
  globals: viewport('phone'),
};

/** Not an address: said at the field before anything is sent. */
export const EmailTidakValid: Story = {
  play: async ({ userEvent }) => {
    await sendTo(userEvent, 'budi@');
    await expect(
      await page().findByText('Email tidak valid. Periksa kembali penulisannya.'),
    ).toBeVisible();
  },
};

/** The same address as now: the server's reason on the field (422). */
export const SamaDenganSekarang: Story = {
  play: async ({ userEvent }) => {
    await sendTo(userEvent, RECOVERY_EMAIL);
    await expect(await page().findByText(SAME_EMAIL_MESSAGE)).toBeVisible();
    const field = page().getByLabelText('Email Pemulihan Baru');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(SAME_EMAIL_MESSAGE));
    await expect(page().queryByLabelText('Kode OTP (6 angka)')).toBeNull();
  },
};

export const SamaDenganSekarangPonsel: Story = {
  ...SamaDenganSekarang,
  globals: viewport('phone'),
};

/** The code went to the new address: masked address, time left, attempts, resend later. */
export const LangkahKode: Story = {
  play: async ({ userEvent }) => {
    await sendTo(userEvent, NEW_EMAIL);
    await expect(
      await page().findByText(/Kode 6 angka telah dikirim ke email pemulihan baru/),
    ).toHaveTextContent('b***o@sentosa.co.id');
    await expect(page().getByText('Sisa percobaan 5 kali.')).toBeVisible();
    await expect(page().getByRole('button', { name: /Kirim ulang kode dalam/ })).toBeDisabled();
    // 'Ganti alamat' goes back to the address, as typed.
    await userEvent.click(page().getByRole('button', { name: 'Ganti alamat' }));
    await expect(await page().findByLabelText('Email Pemulihan Baru')).toHaveValue(NEW_EMAIL);
    await expect(page().queryByLabelText('Kode OTP (6 angka)')).toBeNull();
  },
};

export const LangkahKodePonsel: Story = { ...LangkahKode, globals: viewport('phone') };

/** A wrong code: the server's message, once, as the field's error; one attempt fewer. */
export const KodeSalah: Story = {
  play: async ({ userEvent }) => {
    await sendTo(userEvent, NEW_EMAIL);
    await enter(userEvent, '111111');
    await expect(await page().findByRole('alert')).toHaveTextContent(wrongCodeMessage(4));
    await expect(page().getAllByText(/Sisa percobaan/)).toHaveLength(1);
  },
};

export const KodeSalahPonsel: Story = { ...KodeSalah, globals: viewport('phone') };

/** Too many wrong codes: locked until the time the server gives. */
export const Terkunci: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...securityServer({ confirmed: 'change-recovery-email', codeLimit: 1 }).handlers),
  play: async ({ userEvent }) => {
    await sendTo(userEvent, NEW_EMAIL);
    await enter(userEvent, '111111');
    await expect(await page().findByRole('alert')).toHaveTextContent(
      /Terlalu banyak percobaan\. Silakan coba lagi setelah pukul/,
    );
    await expect(page().getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
  },
};

/** The right code: the new recovery e-mail, the old address told. */
export const Berhasil: Story = {
  play: async ({ userEvent }) => {
    await sendTo(userEvent, NEW_EMAIL);
    await enter(userEvent, OTP_CODE);
    await expect(
      await page().findByRole('heading', {
        name: 'Email pemulihan berhasil diganti menjadi b***o@sentosa.co.id.',
      }),
    ).toBeVisible();
    await expect(
      page().getByText(
        `Pemberitahuan telah dikirim ke alamat sebelumnya, ${RECOVERY_EMAIL_MASKED}.`,
      ),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke Pengaturan' })).toBeVisible();
  },
};

export const BerhasilPonsel: Story = { ...Berhasil, globals: viewport('phone') };
