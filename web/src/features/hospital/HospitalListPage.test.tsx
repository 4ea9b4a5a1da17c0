// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { problem } from '../../test/http';
import { LOCATION_KEY } from './location';
import { TEBET } from './testing/fixtures';
import { hospitalHandlers, regionHandlers } from './testing/handlers';
import { currentUrl, recordListRequests, renderPartners, stubGeolocation } from './testing/render';

const server = setupServer(...hospitalHandlers(), ...regionHandlers());
let requests: URLSearchParams[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  requests = recordListRequests(server);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);
const list = () => screen.findByRole('region', { name: 'Daftar rumah sakit rekanan' });
/** The partners on the page, by the link named after each. */
const rowNames = async () =>
  (await within(await list()).findAllByRole('article')).map(
    (row) => row.querySelector('h3')?.textContent,
  );
const select = (name: string) => screen.getByRole('combobox', { name });

describe('Rumah Sakit Rekanan: list', () => {
  it('asks for the first 20 by name, and for the location only when the button is pressed', async () => {
    const geolocation = stubGeolocation(TEBET);
    renderPartners();
    expect(await screen.findByText('24 rumah sakit dan klinik')).toBeInTheDocument();
    expect(lastRequest()).toEqual({ sort: 'NAME', page: '1', size: '20' });
    expect(await rowNames()).toHaveLength(20);
    expect(geolocation.calls()).toBe(0);
  });

  it('takes every filter from the URL and sends it', async () => {
    renderPartners('/hospital-partner?q=sentosa&province=31&city=31.74&service=CASHLESS');
    expect(await rowNames()).toEqual(['RS Sentosa Medika Tebet']);
    expect(lastRequest()).toEqual({
      q: 'sentosa',
      province_code: '31',
      district_code: '31.74',
      service: 'CASHLESS',
      sort: 'NAME',
      page: '1',
      size: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Nama rumah sakit atau klinik' })).toHaveValue(
      'sentosa',
    );
    await waitFor(() =>
      expect(select('Kabupaten/Kota')).toHaveDisplayValue('Kota Administrasi Jakarta Selatan'),
    );
    expect(select('Provinsi')).toHaveDisplayValue('Daerah Khusus Ibukota Jakarta');
    expect(select('Layanan')).toHaveDisplayValue('Cashless');
  });

  it('ignores a city outside the province in a typed address', async () => {
    renderPartners('/hospital-partner?province=32&city=31.74');
    await list();
    await waitFor(() => expect(lastRequest().province_code).toBe('32'));
    expect(lastRequest().district_code).toBeUndefined();
  });

  it('clears the city when the province changes, and pages start again at 1', async () => {
    const user = userEvent.setup();
    renderPartners('/hospital-partner?province=31&city=31.74&page=2');
    await waitFor(() =>
      expect(select('Kabupaten/Kota')).toHaveDisplayValue('Kota Administrasi Jakarta Selatan'),
    );
    await user.selectOptions(select('Provinsi'), 'Jawa Barat');
    expect(currentUrl()).toBe('/hospital-partner?province=32');
    expect(select('Kabupaten/Kota')).toHaveValue('');
    await waitFor(() =>
      expect(lastRequest()).toEqual({ province_code: '32', sort: 'NAME', page: '1', size: '20' }),
    );
    expect(await screen.findByText('5 rumah sakit dan klinik')).toBeInTheDocument();
    await user.selectOptions(select('Kabupaten/Kota'), 'Kota Bandung');
    expect(currentUrl()).toBe('/hospital-partner?province=32&city=32.73');
    // 'Semua provinsi' takes the city with it, and the city select waits for a province.
    await user.selectOptions(select('Provinsi'), '');
    expect(currentUrl()).toBe('/hospital-partner');
    expect(select('Kabupaten/Kota')).toBeDisabled();
  });

  it('searches a moment after typing stops, and at once on Enter', async () => {
    const user = userEvent.setup();
    renderPartners();
    await list();
    const box = screen.getByRole('searchbox', { name: 'Nama rumah sakit atau klinik' });
    await user.type(box, 'bandung');
    // Nothing is sent for every letter; the whole word goes once typing stops.
    await waitFor(() => expect(currentUrl()).toBe('/hospital-partner?q=bandung'));
    // The request follows the address; once made, it is the only one with a name.
    await waitFor(() =>
      expect(requests.filter((r) => r.get('q') !== null).map((r) => r.get('q'))).toEqual([
        'bandung',
      ]),
    );
    expect(await rowNames()).toEqual(['RS Mitra Keluarga Bandung']);

    await user.clear(box);
    await user.type(box, 'husada{Enter}');
    expect(currentUrl()).toBe('/hospital-partner?q=husada');
    expect(await screen.findByText('3 rumah sakit dan klinik')).toBeInTheDocument();
  });

  it('names characters it cannot search for and does not send them', async () => {
    const user = userEvent.setup();
    renderPartners();
    await list();
    const box = screen.getByRole('searchbox', { name: 'Nama rumah sakit atau klinik' });
    await user.type(box, 'rs <b>{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Nama tidak boleh memuat karakter < > { } atau \\.');
    expect(currentUrl()).toBe('/hospital-partner');
  });

  it('sorts by distance from the customer’s location once they allow it', async () => {
    const user = userEvent.setup();
    const geolocation = stubGeolocation(TEBET);
    renderPartners('/hospital-partner?province=31');
    await list();
    // 'Terdekat' needs a location first.
    expect(screen.getByRole('option', { name: 'Terdekat' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Gunakan lokasi saya' }));
    expect(geolocation.calls()).toBe(1);
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        province_code: '31',
        sort: 'DISTANCE',
        latitude: '-6.2263',
        longitude: '106.8575',
        page: '1',
        size: '20',
      }),
    );
    expect(currentUrl()).toBe('/hospital-partner?province=31&sort=DISTANCE');
    expect(
      screen.getByText('Daftar diurutkan dari yang terdekat dengan lokasi Anda.'),
    ).toBeInTheDocument();
    await screen.findByText('12 rumah sakit dan klinik');
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading')).toHaveTextContent('RS Sentosa Medika Tebet');
    expect(within(first).getByText('0,6 km')).toBeInTheDocument();
    expect(select('Urutkan')).toHaveDisplayValue('Terdekat');
    // The place is kept for the tab (rounded), not put in the address.
    expect(JSON.parse(sessionStorage.getItem(LOCATION_KEY) ?? '{}')).toEqual(TEBET);

    // Back to names: no location in the request.
    await user.selectOptions(select('Urutkan'), 'Nama (A–Z)');
    await waitFor(() => expect(lastRequest().sort).toBe('NAME'));
    expect(lastRequest().latitude).toBeUndefined();
    expect(currentUrl()).toBe('/hospital-partner?province=31');
  });

  it('keeps the list by name when the location is refused', async () => {
    const user = userEvent.setup();
    stubGeolocation({ code: 1 });
    renderPartners('/hospital-partner?sort=DISTANCE');
    // 'sort=DISTANCE' without a known place (another tab's link) is sent as by name.
    await list();
    expect(lastRequest().sort).toBe('NAME');
    await user.click(screen.getByRole('button', { name: 'Gunakan lokasi saya' }));
    expect(
      await screen.findByText(
        /Izin lokasi tidak diberikan\. Daftar tetap diurutkan berdasarkan nama/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/hospital-partner'));
    expect(lastRequest()).toEqual({ sort: 'NAME', page: '1', size: '20' });
    expect(await rowNames()).toHaveLength(20);
    expect(screen.getByRole('option', { name: 'Terdekat' })).toBeDisabled();
    expect(screen.queryByText(/ km$/)).toBeNull();
  });

  it('says so when the browser cannot tell the location, or it is outside Indonesia', async () => {
    const user = userEvent.setup();
    stubGeolocation('absent');
    renderPartners();
    await list();
    await user.click(screen.getByRole('button', { name: 'Gunakan lokasi saya' }));
    expect(
      await screen.findByText(/Lokasi Anda tidak dapat ditentukan saat ini/),
    ).toBeInTheDocument();

    stubGeolocation({ latitude: 1.3521, longitude: 103.8198 - 10 });
    await user.click(screen.getByRole('button', { name: 'Gunakan lokasi saya' }));
    expect(await screen.findByText(/di luar wilayah Indonesia/)).toBeInTheDocument();
    expect(requests.every((r) => r.get('latitude') === null)).toBe(true);
  });

  it('shows an empty state, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    renderPartners('/hospital-partner?q=tidak+ada&service=IGD_24_JAM');
    expect(
      await screen.findByText('Tidak ada rumah sakit rekanan yang sesuai dengan pencarian Anda.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 rumah sakit dan klinik')).toBeInTheDocument();
    const clear = within(await list()).getByRole('button', { name: 'Hapus semua filter' });
    await user.click(clear);
    expect(currentUrl()).toBe('/hospital-partner');
    expect(await screen.findByText('24 rumah sakit dan klinik')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nama rumah sakit atau klinik' })).toHaveValue('');
  });

  it('pages through the server’s pages, and offers page 1 past the last', async () => {
    const user = userEvent.setup();
    renderPartners();
    await user.click(await screen.findByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 2')).toBeInTheDocument();
    expect(currentUrl()).toBe('/hospital-partner?page=2');
    expect(await rowNames()).toHaveLength(4);

    renderPartners('/hospital-partner?page=9');
    await user.click(await screen.findByRole('button', { name: 'Ke halaman pertama' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent(/^\/hospital-partner$/),
    );
  });

  it('shows a failed load in the list, with the server’s message and a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/hospital/list', () => problem(500, 'Layanan sedang gangguan.')));
    renderPartners();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Layanan sedang gangguan.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('24 rumah sakit dan klinik')).toBeInTheDocument();
  });
});
