// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../components/upload/uploadMessages';
import { setSelectedPolicy } from '../../shared/policyStore';
import { companyProfileHandler, problem } from '../../test/http';
import { messages } from './messages';
import { RIGHT_CODE } from './testing/fixtures';
import { NIK_WARNING, pengkinianHandlers } from './testing/handlers';
import { renderPengkinian } from './testing/render';

const server = setupServer(companyProfileHandler(), ...pengkinianHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

const next = () => screen.getByRole('button', { name: messages.actions.next });
const field = (name: string | RegExp) => screen.getByLabelText(name);

async function openForm() {
  const view = renderPengkinian();
  await screen.findByRole('heading', { name: 'Identitas' });
  return view;
}

async function goToStep(user: ReturnType<typeof userEvent.setup>, title: string) {
  const stepper = screen.getByRole('navigation', { name: messages.steps.label });
  await user.click(within(stepper).getByRole('button', { name: new RegExp(title) }));
  await screen.findByRole('heading', { name: title });
}

describe('Pengkinian Data', () => {
  it('a changed field shows Diubah with the old value, and its step is marked', async () => {
    const user = userEvent.setup();
    await openForm();
    await goToStep(user, 'Keuangan');
    await user.clear(field('Nomor rekening'));
    await user.type(field('Nomor rekening'), '5270999999');
    const shell = field('Nomor rekening').closest('.pk-field') as HTMLElement;
    expect(within(shell).getByText(messages.change.badge)).toBeInTheDocument();
    expect(within(shell).getByText('Sebelumnya: 5270123456')).toBeInTheDocument();
    const bank = field('Bank').closest('.pk-field') as HTMLElement;
    expect(within(bank).queryByText(messages.change.badge)).toBeNull();
    expect(field('Nomor rekening')).toHaveAccessibleDescription(/Sebelumnya: 5270123456/);
    const stepper = screen.getByRole('navigation', { name: messages.steps.label });
    expect(
      within(stepper).getByRole('button', { name: /Keuangan.*ada perubahan/ }),
    ).toBeInTheDocument();
    expect(within(stepper).getByRole('button', { name: 'Identitas' })).toBeInTheDocument();
  });

  it('changing the province clears the lower levels and the postal code; a village fills it', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(next());
    await screen.findByRole('heading', { name: 'Alamat KTP' });
    await waitFor(() => expect(field('Kelurahan/Desa')).toHaveDisplayValue('Tebet Barat'));
    await user.selectOptions(field('Provinsi'), '32');
    expect(field('Kabupaten/Kota')).toHaveValue('');
    expect(field('Kecamatan')).toHaveValue('');
    expect(field('Kecamatan')).toBeDisabled();
    expect(field('Kelurahan/Desa')).toHaveValue('');
    expect(field('Kode pos')).toHaveValue('');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Kabupaten/Kota' }),
      '32.76',
    );
    await waitFor(() => expect(field('Kecamatan')).toBeEnabled());
    await waitFor(() =>
      expect(
        within(field('Kecamatan')).getByRole('option', { name: 'Pancoran Mas' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(field('Kecamatan'), '32.76.01');
    await waitFor(() =>
      expect(
        within(field('Kelurahan/Desa')).getByRole('option', { name: 'Depok Jaya' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(field('Kelurahan/Desa'), '32.76.01.1007');
    expect(field('Kode pos')).toHaveValue('16432');
  });

  it('checks a step before going on, with the contract rule in Indonesian', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.clear(field('NIK'));
    await user.type(field('NIK'), '12345');
    await user.click(next());
    expect(await screen.findByText(messages.rules.nik)).toBeInTheDocument();
    expect(field('NIK')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Identitas' })).toBeInTheDocument();
  });

  it('the server 422 goes back onto its field and the step that holds it', async () => {
    const user = userEvent.setup();
    server.use(
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
    );
    await openForm();
    await goToStep(user, 'Kontak & Korespondensi');
    await user.clear(field('Nomor ponsel'));
    await user.type(field('Nomor ponsel'), '081398765432');
    await user.click(screen.getByRole('button', { name: messages.actions.review }));
    expect(await screen.findByRole('heading', { name: 'Alamat KTP' })).toBeInTheDocument();
    expect(screen.getByText('Kode pos kelurahan Tebet Barat adalah 12810.')).toBeInTheDocument();
    expect(field('Kode pos')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('tidak sesuai dengan kelurahan');
  });

  it('warnings must be confirmed; wrong code counts down; the right ones give the receipt', async () => {
    const user = userEvent.setup();
    server.use(...pengkinianHandlers({ warnings: [NIK_WARNING] }));
    await openForm();
    await goToStep(user, 'Kontak & Korespondensi');
    await user.clear(field('Nomor ponsel'));
    await user.type(field('Nomor ponsel'), '081398765432');
    await user.click(screen.getByRole('button', { name: messages.actions.review }));

    expect(
      await screen.findByRole('heading', { name: messages.summary.heading }),
    ).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Nomor Ponsel' });
    expect(changes).toHaveTextContent('+6281234567890');
    expect(changes).toHaveTextContent('081398765432');
    expect(screen.getByText(NIK_WARNING.message, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.actions.toOtp }));
    expect(screen.getByText(messages.summary.confirmRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: messages.summary.confirm }));
    await user.click(screen.getByRole('button', { name: messages.actions.toOtp }));

    // The new number first.
    expect(
      await screen.findByRole('heading', { name: messages.otp.purpose.PENGKINIAN_HP }),
    ).toBeInTheDocument();
    expect(await screen.findByText('+62 813-****-5432')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kode OTP (6 angka)'), '000000');
    await user.click(screen.getByRole('button', { name: messages.otp.verify }));
    expect(await screen.findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeInTheDocument();
    // Once, as the field's error (not again in a box or beside the time left).
    expect(screen.getByLabelText('Kode OTP (6 angka)')).toHaveAccessibleDescription(
      'Kode OTP salah. Sisa percobaan 4 kali.',
    );
    expect(screen.getAllByText(/Sisa percobaan/)).toHaveLength(1);
    await user.clear(screen.getByLabelText('Kode OTP (6 angka)'));
    await user.type(screen.getByLabelText('Kode OTP (6 angka)'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: messages.otp.verify }));

    // Then the confirmation on the registered number, then the receipt.
    expect(
      await screen.findByRole('heading', { name: messages.otp.purpose.PENGKINIAN }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Kode OTP (6 angka)'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: messages.otp.verify }));
    expect(
      await screen.findByRole('heading', { name: messages.receipt.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText('KYC-20261124-7QH2MX')).toBeInTheDocument();
    expect(screen.getByText('Menunggu Verifikasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.receipt.history })).toHaveAttribute(
      'href',
      '/transaction-history/detail-kyc',
    );
  });

  it('too many wrong codes lock the entry with its time', async () => {
    const user = userEvent.setup();
    server.use(...pengkinianHandlers({ limit: 1 }));
    await openForm();
    await goToStep(user, 'Keuangan');
    await user.clear(field('Nomor rekening'));
    await user.type(field('Nomor rekening'), '5270999999');
    await goToStep(user, 'Kontak & Korespondensi');
    await user.click(screen.getByRole('button', { name: messages.actions.review }));
    await user.click(await screen.findByRole('button', { name: messages.actions.toOtp }));
    await user.type(await screen.findByLabelText('Kode OTP (6 angka)'), '111111');
    await user.click(screen.getByRole('button', { name: messages.otp.verify }));
    expect(await screen.findByText(/Terlalu banyak percobaan/)).toBeInTheDocument();
    expect(screen.getByLabelText('Kode OTP (6 angka)')).toBeDisabled();
  });

  it('leaving with changes asks first; staying keeps the page', async () => {
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.clear(field('Nama lengkap'));
    await user.type(field('Nama lengkap'), 'Budi Santoso Wijaya');
    await user.click(screen.getByRole('link', { name: 'menu-data-polis' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.leave.message);
    await user.click(within(dialog).getByRole('button', { name: messages.leave.cancel }));
    expect(router.state.location.pathname).toBe('/polis/pengkinian-data');
    await user.click(screen.getByRole('link', { name: 'menu-data-polis' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: messages.leave.ok }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/polis/detail'));
  });

  it('an identity change asks for the new document and checks type and size before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openForm();
    await user.clear(field('Nama lengkap'));
    await user.type(field('Nama lengkap'), 'Budi Santoso Wijaya');
    await user.click(next());
    expect(await screen.findByText(messages.rules.document)).toBeInTheDocument();
    const input = await screen.findByLabelText(messages.document.label);
    // The portal's file control: a button and, beside it, that nothing is chosen yet.
    const picker = screen.getByRole('button', { name: uploadMessages.choose });
    expect(picker).toHaveAccessibleDescription(
      new RegExp(`^${messages.document.label} ${uploadMessages.noFile}`),
    );
    await user.upload(input, new File(['hello'], 'ktp.txt', { type: 'text/plain' }));
    expect(await screen.findByText(messages.document.wrongType)).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(new RegExp(messages.document.wrongType));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'ktp.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await screen.findByText(messages.document.tooLarge)).toBeInTheDocument();
    await user.upload(input, new File(['jpeg-bytes'], 'ktp-baru.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.document.done);
    // The field says which file it holds (jsdom's XMLHttpRequest does not carry the file name
    // to MSW: the server's name shows), and offers to replace it.
    const replace = screen.getByRole('button', { name: uploadMessages.replace });
    expect(replace).not.toHaveAttribute('aria-invalid');
    expect(replace).toHaveAccessibleDescription(/ · \d+\sKB$/);
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Alamat KTP' })).toBeInTheDocument();
  });

  it('a document the server could not store (503) keeps its message and is sent again', async () => {
    const notStored =
      'Penyimpanan dokumen sedang tidak dapat dijangkau. Berkas Anda belum tersimpan; coba lagi beberapa saat lagi.';
    const user = userEvent.setup();
    await openForm();
    await user.clear(field('Nama lengkap'));
    await user.type(field('Nama lengkap'), 'Budi Santoso Wijaya');
    server.use(http.post('*/document/upload', () => problem(503, notStored), { once: true }));
    const input = await screen.findByLabelText(messages.document.label);
    await user.upload(input, new File(['jpeg-bytes'], 'ktp-baru.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(notStored)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull(); // told under the field, no popup
    await user.click(screen.getByRole('button', { name: uploadMessages.retry('ktp-baru.jpg') }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.document.done);
    expect(screen.queryByText(notStored)).toBeNull();
    expect(screen.queryByRole('button', { name: uploadMessages.retry('ktp-baru.jpg') })).toBeNull();
  });
});
