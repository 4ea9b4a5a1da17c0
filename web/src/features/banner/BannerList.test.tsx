// @vitest-environment jsdom
// The admin's banner list: every banner in the carousel's order (ended ones after), each
// with its thumbnail, link, state, schedule in WIB and last change; moving one up or down
// sends the whole new order; deactivating asks OK/TIDAK and sends the version read; a 409
// or 422 (someone else was first) shows the server's words and loads the list again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '../../components/ConfirmHost';
import { ToastHost } from '../../components/ToastHost';
import { companyProfileHandler, problem } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import BannerListPage from './BannerListPage';
import { bannerDesk, conflictMessage, ORDER_INCOMPLETE, type BannerDesk } from './testing/handlers';

const server = setupServer(companyProfileHandler());
let desk: BannerDesk;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  desk = bannerDesk();
  server.use(...desk.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderList = () =>
  renderWithProviders(
    <>
      <BannerListPage />
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: '/cms/banner' },
  );
const table = () => screen.findByRole('table', { name: 'Daftar banner carousel' });
const titles = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.fw-semibold')?.textContent);

describe('the banner list', () => {
  it('lists banners in the carousel’s order, ended ones last, with what staff need to see', async () => {
    renderList();
    expect(await titles()).toEqual([
      'Cek rumah sakit rekanan cashless terdekat',
      'Bayar premi praktis dengan QRIS',
      'Perbarui data diri Anda',
      'Kampanye akhir tahun: lindungi keluarga',
      'Webinar kesehatan jantung',
      'Promo Hari Pahlawan',
    ]);
    const [first, , , campaign, off, ended] = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(first).toHaveTextContent('Tayang');
    expect(first).toHaveTextContent('Membuka halaman Rumah Sakit Rekanan');
    expect(first).toHaveTextContent('Mulai 12 Nov 2026, 00.00 WIB');
    expect(first).toHaveTextContent('Selesai 10 Feb 2027, 23.59 WIB');
    expect(first).toHaveTextContent('20 Nov 2026, 15.40 WIB');
    expect(first).toHaveTextContent('oleh dewi.marketing');
    expect(first!.querySelector('img')?.getAttribute('src')).toMatch(
      /\/banner\/image\/RumahSakitRekananAAAAA-640\.webp$/,
    );
    expect(campaign).toHaveTextContent('Terjadwal');
    expect(campaign).toHaveTextContent('Membuka https://www.sentosaraya.co.id/promo/akhir-tahun');
    expect(off).toHaveTextContent('Nonaktif');
    expect(off).toHaveTextContent('Tanpa tautan');
    expect(ended).toHaveTextContent('Berakhir');
    // An ended banner has no place in the order and nothing to switch.
    expect(within(ended!).queryByRole('button')).toBeNull();
    expect(
      within(ended!).getByRole('link', { name: 'Ubah banner Promo Hari Pahlawan' }),
    ).toHaveAttribute('href', '/cms/banner/BNR-000006/edit');
    expect(screen.getByRole('button', { name: /^Naikkan urutan Cek rumah sakit/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Turunkan urutan Webinar/ })).toBeDisabled();
  });

  it('moves a banner up by sending every banner not ended in the new order', async () => {
    const user = userEvent.setup();
    renderList();
    await table();
    const up = screen.getByRole('button', { name: 'Naikkan urutan Perbarui data diri Anda' });
    await user.click(up);
    expect(await screen.findByText('Urutan banner disimpan.')).toBeVisible();
    expect(desk.sent.at(-1)).toEqual({
      path: '/admin/banner/reorder',
      body: { banner_ids: ['BNR-000001', 'BNR-000003', 'BNR-000002', 'BNR-000004', 'BNR-000005'] },
    });
    expect((await titles()).slice(0, 3)).toEqual([
      'Cek rumah sakit rekanan cashless terdekat',
      'Perbarui data diri Anda',
      'Bayar premi praktis dengan QRIS',
    ]);
    expect(up).toHaveFocus(); // it moved with its row and can still go up
  });

  it('shows the server’s words when the order was stale, and loads the list again', async () => {
    const user = userEvent.setup();
    renderList();
    await table();
    server.use(http.post('*/admin/banner/reorder', () => problem(422, ORDER_INCOMPLETE)));
    await user.click(
      screen.getByRole('button', { name: 'Turunkan urutan Bayar premi praktis dengan QRIS' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_INCOMPLETE);
  });

  it('deactivates only after OK, with the version read', async () => {
    const user = userEvent.setup();
    renderList();
    await table();
    const off = screen.getByRole('button', {
      name: 'Nonaktifkan banner Bayar premi praktis dengan QRIS',
    });
    await user.click(off);
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan banner?' });
    await user.click(within(dialog).getByRole('button', { name: 'TIDAK' }));
    expect(desk.sent).toEqual([]);
    await user.click(off);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Nonaktifkan banner?' })).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    expect(
      await screen.findByText('Banner "Bayar premi praktis dengan QRIS" dinonaktifkan.'),
    ).toBeVisible();
    expect(desk.sent).toEqual([
      {
        path: '/admin/banner/status',
        body: { banner_id: 'BNR-000002', version: 1, active: false },
      },
    ]);
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('QRIS'))!;
    await waitFor(() => expect(row).toHaveTextContent('Nonaktif'));
    expect(within(row).getByRole('button', { name: /^Aktifkan banner/ })).toBeVisible();
  });

  it('says who changed the banner meanwhile (409), and loads the list again', async () => {
    const user = userEvent.setup();
    renderList();
    await table();
    // Someone else changed it after this page read it.
    const other = desk.banners.find((b) => b.banner.banner_id === 'BNR-000003')!;
    other.banner = { ...other.banner, version: 5, updated_by: 'rina.marketing' };
    await user.click(
      screen.getByRole('button', { name: 'Nonaktifkan banner Perbarui data diri Anda' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Nonaktifkan banner?' })).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(conflictMessage(other.banner));
    expect(screen.getByRole('alert')).toHaveTextContent('diubah oleh rina.marketing');
  });
});
