import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import VerifyPaperPage from '../../../web/src/features/papers/VerifyPaperPage';
import {
  CURRENT_CODE,
  NOT_VERIFIED_MESSAGE,
  SUPERSEDED_CODE,
  UNKNOWN_CODE,
} from '../../../web/src/features/papers/testing/fixtures';
import { papersHandlers } from '../../../web/src/features/papers/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Verifikasi Dokumen' (/verifikasi-dokumen, public, login layout): the code printed on a
 * document typed by whoever holds it, and the answer at /verifikasi-dokumen/{code}, where the
 * document's QR code leads on a phone: genuine and current, genuine but replaced, unknown, or
 * not a code at all (said without asking the server). Signed out.
 */
const meta = {
  title: 'Verifikasi Dokumen',
  component: VerifyPaperPage,
  parameters: { portal: { path: '/verifikasi-dokumen' } },
  globals: viewport('phone'),
  beforeEach: ({ msw }) => {
    verifyCalls = 0;
    msw.use(
      http.get('*/document/verify/:code', () => {
        verifyCalls += 1;
        return undefined;
      }),
      ...papersHandlers(),
    );
  },
} satisfies Meta<typeof VerifyPaperPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Calls of the verification in the current story. */
let verifyCalls = 0;

// The route has a parameter (/verifikasi-dokumen/:code?): the app renders its own screen.
const at = (code: string) => ({ portal: { path: `/verifikasi-dokumen/${code}` } });
const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
const fact = (label: string) =>
  text(page().getByText(label, { selector: 'dt' }).nextElementSibling!);

/** The form, signed out: the login layout, the code field with its hint. */
export const Formulir: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Verifikasi Dokumen' }),
    ).toBeVisible();
    const field = page().getByLabelText('Kode verifikasi');
    await expect(field).toHaveFocus();
    await expect(
      page().getByText(/^16 huruf dan angka, misalnya 7KQ2.M9XD.4TRA.PW3N\./),
    ).toBeVisible();
    await expect(page().queryByRole('navigation')).toBeNull();
  },
};

export const FormulirDesktop: Story = { ...Formulir, globals: viewport('desktop') };

/** Empty, then too short: the field says what a code is; nothing is asked. */
export const FormulirKodeSalah: Story = {
  play: async ({ userEvent }) => {
    const field = await page().findByLabelText('Kode verifikasi');
    await userEvent.click(page().getByRole('button', { name: 'Periksa Dokumen' }));
    await expect(
      await page().findByText('Masukkan kode verifikasi yang tercetak di dokumen.'),
    ).toBeVisible();
    await userEvent.type(field, '7KQ2-M9XD');
    await userEvent.click(page().getByRole('button', { name: 'Periksa Dokumen' }));
    await expect(
      await page().findByText(/Kode ini tidak sesuai\. Periksa kembali 16 huruf dan angka/),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(verifyCalls).toBe(0);
  },
};

/** Typed in lower case with spaces and without dashes: read as the code, and answered. */
export const FormulirKeHasil: Story = {
  play: async ({ userEvent }) => {
    const field = await page().findByLabelText('Kode verifikasi');
    await userEvent.type(field, '7kq2 m9xd 4tra pw3n');
    await userEvent.click(page().getByRole('button', { name: 'Periksa Dokumen' }));
    await expect(await page().findByText('Dokumen asli')).toBeVisible();
    await expect(fact('Kode verifikasi')).toBe(CURRENT_CODE);
  },
};

/** A current e-polis, as a QR scan opens it: genuine, and what to compare. */
export const Asli: Story = {
  parameters: at(CURRENT_CODE),
  play: async () => {
    const heading = await page().findByRole('heading', { level: 2, name: 'Dokumen asli' });
    const verdict = heading.closest('[role="status"]');
    await expect(verdict).toHaveTextContent('diterbitkan oleh portal TManKu');
    await expect(fact('Jenis dokumen')).toBe('E-Polis');
    // The title says nothing more than the kind here.
    await expect(page().queryByText('Judul')).toBeNull();
    await expect(fact('Diterbitkan')).toBe('29 November 2026 pukul 10.12 WIB');
    await expect(fact('Produk')).toBe('Sentosa Link Proteksi Maksima');
    await expect(fact('Nomor polis')).toBe('UL24****23');
    await expect(page().queryByText('Cakupan')).toBeNull();
    await expect(page().getByRole('link', { name: 'Periksa kode lain' })).toHaveAttribute(
      'href',
      '/verifikasi-dokumen',
    );
  },
};

export const AsliDesktop: Story = { ...Asli, globals: viewport('desktop') };

/** A statement replaced by a newer version: still genuine, and since when it is replaced. */
export const SudahDiganti: Story = {
  parameters: at(SUPERSEDED_CODE),
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Dokumen asli, sudah diganti versi baru' }),
    ).toBeVisible();
    await expect(
      page().getByText(/sejak 15 Juli 2026 pukul 16\.40 WIB sudah terbit versi yang lebih baru/),
    ).toBeVisible();
    await expect(fact('Jenis dokumen')).toBe('Laporan Transaksi');
    await expect(fact('Cakupan')).toBe('1 Jan 2026 - 30 Jun 2026');
    await expect(fact('Nomor polis')).toBe('KS23****56');
  },
};

export const SudahDigantiDesktop: Story = { ...SudahDiganti, globals: viewport('desktop') };

/** An unknown code (404): 'Kode tidak dikenal' with the server's sentence, no popup. */
export const TidakDikenal: Story = {
  parameters: at(UNKNOWN_CODE),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Kode tidak dikenal');
    await expect(alert).toHaveTextContent(NOT_VERIFIED_MESSAGE);
    await expect(page().getByLabelText('Kode verifikasi')).toHaveValue(UNKNOWN_CODE);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const TidakDikenalDesktop: Story = { ...TidakDikenal, globals: viewport('desktop') };

/** Not a code at all (a torn QR, a typo in the address): said without asking the server. */
export const FormatSalah: Story = {
  parameters: at('7KQ2-M9XD-4TR'),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Format kode tidak valid');
    await expect(alert).toHaveTextContent('"7KQ2-M9XD-4TR" bukan kode verifikasi.');
    await expect(verifyCalls).toBe(0);
  },
};

/** The address in lower case without dashes is read as the code. */
export const AlamatHurufKecil: Story = {
  parameters: at('7kq2m9xd4trapw3n'),
  play: async () => {
    await expect(await page().findByText('Dokumen asli')).toBeVisible();
    await expect(fact('Kode verifikasi')).toBe(CURRENT_CODE);
  },
};

/** The answer is on its way. */
export const Memeriksa: Story = {
  parameters: at(CURRENT_CODE),
  beforeEach: ({ msw }) => msw.use(pending('get', '*/document/verify/:code')),
  play: async () => {
    await expect(await page().findByText('Memeriksa kode verifikasi…')).toBeVisible();
  },
};

/** The server fails: the page says so and offers 'Coba lagi' (no popup for a visitor). */
export const GagalDiperiksa: Story = {
  parameters: at(CURRENT_CODE),
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/document/verify/:code', 500, 'Terjadi kesalahan.')),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Kode verifikasi tidak dapat diperiksa saat ini.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
