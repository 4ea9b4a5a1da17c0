// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSelectedPolicy, setSelectedPolicy } from '../../shared/policyStore';
import { renderWithProviders } from '../../test/render';
import DataPolisPage from './DataPolisPage';
import { healthDetail, unitLinkDetail } from './testing/fixtures';
import { notFound, policyHandlers, serverError } from './testing/handlers';

const server = setupServer(...policyHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('token', 'test-access-token');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const detailHeading = () =>
  screen.findByRole('heading', { level: 2, name: /Sentosa (Link|Medika)/ });

describe('Data Polis', () => {
  it('shows placeholders while the policies load', async () => {
    server.use(
      http.get('*/policy/list', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<DataPolisPage />);
    expect(await screen.findByText('Memuat daftar polis…')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Polis Anda' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('lists the policies as cards and selects and stores the first one', async () => {
    renderWithProviders(<DataPolisPage />);
    const first = await screen.findByRole('radio', { name: /Sentosa Link Proteksi Maksima/ });
    const group = screen.getByRole('radiogroup', { name: 'Pilih polis' });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(2);
    expect((first as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(getSelectedPolicy()).toBe('UL24000123'));

    const card = first.closest('label')!;
    expect(within(card).getByText('UL24000123')).toBeTruthy();
    expect(within(card).getByText('Aktif')).toBeTruthy();
    expect(within(card).getByText('Budi Santoso')).toBeTruthy();
    expect(within(card).getByText('Rp 750.000 / bulan')).toBeTruthy();
    expect(within(card).getByText('15 Desember 2026')).toBeTruthy();

    const grace = radio(/Sentosa Medika Keluarga/).closest('label')!;
    expect(within(grace).getByText('Masa Tenggang')).toBeTruthy();
    expect(within(grace).getByText(/Polis dalam masa tenggang/)).toBeTruthy();
    expect(within(grace).getByText('Rp 1.250.000 / triwulan')).toBeTruthy();
    expect(within(card).queryByText(/masa tenggang/i)).toBeNull();
  });

  it('shows the selected policy in detail', async () => {
    renderWithProviders(<DataPolisPage />);
    expect((await detailHeading()).textContent).toBe('Sentosa Link Proteksi Maksima');
    const summary = within(screen.getByRole('region', { name: 'Sentosa Link Proteksi Maksima' }));
    const facts = (label: string) =>
      summary.getByText(label).nextElementSibling?.textContent?.replaceAll('\u00a0', ' ');
    expect(summary.getByText('Aktif')).toBeTruthy();
    expect(summary.getByText('UL24000123')).toBeTruthy();
    expect(facts('Uang pertanggungan')).toBe('Rp 500.000.000');
    expect(facts('Frekuensi pembayaran')).toBe('Bulanan');
    expect(facts('Cara pembayaran')).toBe(unitLinkDetail.payment_method);
    expect(facts('Tanggal mulai')).toBe('15 Maret 2024');
    expect(facts('Tanggal berakhir')).toBe('15 Maret 2079');
    expect(facts('Jenis produk')).toBe('Asuransi Jiwa Unit Link');

    const holder = screen.getByRole('region', { name: 'Pemegang Polis' });
    expect(within(holder).getByText('bu***o@gm***.com')).toBeTruthy();
    expect(within(holder).getByText('+62 812-****-7890')).toBeTruthy();

    const insured = screen.getByRole('region', { name: 'Tertanggung' });
    expect(within(insured).getByText('Laki-laki')).toBeTruthy();
    expect(within(insured).getByText('15 Mei 1980')).toBeTruthy();

    const beneficiaries = screen.getByRole('region', { name: 'Penerima Manfaat' });
    expect(within(beneficiaries).getByText('60%')).toBeTruthy();
    expect(within(beneficiaries).getByText('40%')).toBeTruthy();
    const share = within(beneficiaries).getByRole('progressbar', {
      name: 'Porsi manfaat Rina Santoso: 60%',
    });
    expect(share.getAttribute('aria-valuenow')).toBe('60');

    const riders = screen.getByRole('region', { name: 'Asuransi Tambahan' });
    expect(within(riders).getByText('Sentosa Critical Illness 100')).toBeTruthy();
    expect(within(riders).getByText('Rp 200.000.000')).toBeTruthy();
    expect(within(riders).getByText('15 Maret 2045')).toBeTruthy();

    // No health card section for a policy without one, and no card request was needed.
    expect(screen.queryByRole('region', { name: 'Kartu Kesehatan' })).toBeNull();
  });

  it('selecting another policy stores it and shows its detail with the health cards', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataPolisPage />);
    await detailHeading();
    await user.click(radio(/Sentosa Medika Keluarga/));

    expect(getSelectedPolicy()).toBe('KS23000456');
    expect((radio(/Sentosa Medika Keluarga/) as HTMLInputElement).checked).toBe(true);
    await screen.findByRole('heading', { level: 2, name: 'Sentosa Medika Keluarga' });
    expect(screen.getByText('Triwulanan')).toBeTruthy();
    const alert = screen.getByRole('note');
    expect(alert.textContent).toContain('Bayar premi sebelum 31 Oktober 2026');
    // The link names the policy: 'Informasi Pembayaran Premi' opens this one.
    expect(within(alert).getByRole('link', { name: 'Bayar Premi' }).getAttribute('href')).toBe(
      '/polis/payment?policy=KS23000456',
    );
    expect(screen.getByText('Belum ada penerima manfaat yang tercatat.')).toBeTruthy();
    expect(screen.getByText('Polis ini tidak memiliki asuransi tambahan.')).toBeTruthy();

    const cards = await screen.findAllByRole('article', { name: /Kartu kesehatan/ });
    expect(cards).toHaveLength(2);
    const budi = screen.getByRole('article', { name: 'Kartu kesehatan Budi Santoso' });
    expect(within(budi).getByText('8001 2300 0456 0001')).toBeTruthy();
    expect(within(budi).getByText('Plan Gold')).toBeTruthy();
    expect(within(budi).getByText('Kamar 1 orang, Rp 1.000.000/hari')).toBeTruthy();
    expect(within(budi).getByText('Rp 500.000.000')).toBeTruthy();
    expect(within(budi).getByText('1 Juli 2026 – 30 Juni 2027')).toBeTruthy();
    expect(within(budi).getByText('AdMedika')).toBeTruthy();
    expect(within(budi).getByRole('link', { name: '1500 789' }).getAttribute('href')).toBe(
      'tel:1500789',
    );
    expect(within(budi).getByText('Aktif')).toBeTruthy();
    const rina = screen.getByRole('article', { name: 'Kartu kesehatan Rina Santoso' });
    expect(within(rina).getByText('Ditangguhkan')).toBeTruthy();
  });

  it('keeps the selection across a reload of the screen', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DataPolisPage />);
    await user.click(await screen.findByRole('radio', { name: /Sentosa Medika Keluarga/ }));
    first.unmount();

    renderWithProviders(<DataPolisPage />);
    const health = await screen.findByRole('radio', { name: /Sentosa Medika Keluarga/ });
    expect((health as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem('selectedPolicy')).toBe('KS23000456');
    await screen.findByRole('heading', { level: 2, name: 'Sentosa Medika Keluarga' });
  });

  it('falls back to the first policy when the stored one is no longer in the list', async () => {
    sessionStorage.setItem('selectedPolicy', 'XX99999999');
    renderWithProviders(<DataPolisPage />);
    const first = await screen.findByRole('radio', { name: /Sentosa Link Proteksi Maksima/ });
    expect((first as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem('selectedPolicy')).toBe('UL24000123'));
  });

  it('says so and points to Hubungi Kami when the customer has no policy', async () => {
    sessionStorage.setItem('selectedPolicy', 'UL24000123');
    server.use(http.get('*/policy/list', () => HttpResponse.json({ data: [], total: 0 })));
    renderWithProviders(<DataPolisPage />);
    expect(await screen.findByText('Anda belum memiliki polis yang terdaftar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hubungi Kami' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(getSelectedPolicy()).toBeNull());
  });

  it('shows an inline error with Coba lagi when the list cannot load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/policy/list', serverError));
    renderWithProviders(<DataPolisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Daftar polis tidak dapat dimuat saat ini.');
    expect(getSelectedPolicy()).toBeNull();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('radio', { name: /Sentosa Link Proteksi Maksima/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the customer when the policy detail does not exist (404)', async () => {
    server.use(http.get('*/policy/detail', notFound));
    renderWithProviders(<DataPolisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data polis tidak ditemukan.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('offers Coba lagi when the detail fails for another reason', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/policy/detail', serverError));
    renderWithProviders(<DataPolisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Detail polis tidak dapat dimuat saat ini.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect((await detailHeading()).textContent).toBe('Sentosa Link Proteksi Maksima');
  });

  it('says the health card is not available yet when the card endpoint answers 404', async () => {
    sessionStorage.setItem('selectedPolicy', healthDetail.policy_number);
    server.use(http.get('*/policy/infoAAACard', notFound));
    renderWithProviders(<DataPolisPage />);
    const section = await screen.findByRole('region', { name: 'Kartu Kesehatan' });
    expect(
      await within(section).findByText('Kartu kesehatan untuk polis ini belum tersedia.'),
    ).toBeTruthy();
  });
});
