// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELECTED_HOSPITAL_KEY, setSelectedHospital } from './selection';
import { CASHLESS_PARTNER, NOT_CASHLESS_PARTNER } from './testing/fixtures';
import { hospitalHandlers, regionHandlers } from './testing/handlers';
import { currentUrl, renderPartners } from './testing/render';

const server = setupServer(...hospitalHandlers(), ...regionHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('token', 'test-access-token'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const name = (text: string) => screen.findByRole('heading', { level: 2, name: text });
const section = (title: string) => screen.getByRole('region', { name: title });

describe('Rumah Sakit Rekanan: detail', () => {
  it('shows address, phone, hours, services, map link and the customer’s cashless policies', async () => {
    renderPartners(`/hospital-partner/detail?id=${CASHLESS_PARTNER}`);
    await name('RS Sentosa Medika Tebet');
    expect(
      within(section('Alamat')).getByText(/Jl\. Prof\. Dr\. Soepomo No\. 45/),
    ).toHaveTextContent(
      'Jl. Prof. Dr. Soepomo No. 45Kel./Desa Tebet Barat, Kec. TebetKota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12810',
    );
    const map = screen.getByRole('link', { name: 'Buka di Peta (membuka tab baru)' });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=-6.2297,106.8531',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Telepon (021) 8290011' })).toHaveAttribute(
      'href',
      'tel:+62218290011',
    );
    const hours = section('Telepon');
    expect(within(hours).getByText('Setiap hari')).toBeInTheDocument();
    expect(within(hours).getByText('24 jam (IGD)')).toBeInTheDocument();
    const services = screen.getByRole('list', { name: 'Layanan' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(4);
    const benefits = section('Manfaat cashless di rekanan ini');
    expect(within(benefits).getByText('Rawat Inap')).toBeInTheDocument();

    const policies = section('Polis Anda yang dapat dipakai cashless di sini');
    expect(within(policies).getByText('KS23000456')).toBeInTheDocument();
    expect(within(policies).getByText('Sentosa Medika Keluarga')).toBeInTheDocument();
    const mine = within(policies).getByRole('list', { name: 'Manfaat cashless KS23000456' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rawat Inap', 'Rawat Jalan']);
  });

  it('says clearly when none of the customer’s policies is cashless there', async () => {
    renderPartners(`/hospital-partner/detail?id=${NOT_CASHLESS_PARTNER}`);
    await name('RS Bunda Mulia Kemang');
    expect(
      within(section('Polis Anda yang dapat dipakai cashless di sini')).getByText(
        /Belum ada polis Anda yang dapat dipakai cashless di rekanan ini/,
      ),
    ).toBeInTheDocument();
    expect(
      within(section('Manfaat cashless di rekanan ini')).getByText(/tidak melayani cashless/),
    ).toBeInTheDocument();
  });

  it('sends a visit without a selected partner back to the list', async () => {
    renderPartners('/hospital-partner/detail');
    await waitFor(() => expect(currentUrl()).toBe('/hospital-partner'));
    expect(await screen.findByText('24 rumah sakit dan klinik')).toBeInTheDocument();
  });

  it('shows the partner chosen in this tab when the address names none', async () => {
    setSelectedHospital({ id: NOT_CASHLESS_PARTNER, listSearch: '?province=31' });
    renderPartners('/hospital-partner/detail');
    await name('RS Bunda Mulia Kemang');
    expect(screen.getByRole('link', { name: /Kembali ke daftar rumah sakit/ })).toHaveAttribute(
      'href',
      '/hospital-partner?province=31',
    );
  });

  it('opens from the list and goes back to the same search, filters and page', async () => {
    const user = userEvent.setup();
    renderPartners('/hospital-partner?province=31&service=CASHLESS');
    await user.click(await screen.findByRole('link', { name: 'RS Cipta Husada Menteng' }));
    await name('RS Cipta Husada Menteng');
    expect(currentUrl()).toBe('/hospital-partner/detail?id=RS310085');
    expect(JSON.parse(sessionStorage.getItem(SELECTED_HOSPITAL_KEY) ?? '{}')).toEqual({
      id: 'RS310085',
      listSearch: '?province=31&service=CASHLESS',
    });
    await user.click(screen.getByRole('link', { name: /Kembali ke daftar rumah sakit/ }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/hospital-partner?province=31&service=CASHLESS'),
    );
    expect(await screen.findByText('8 rumah sakit dan klinik')).toBeInTheDocument();
  });

  it('shows an unknown partner’s 404 with the server’s message, no retry', async () => {
    renderPartners('/hospital-partner/detail?id=RS999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rumah sakit rekanan tidak ditemukan.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /Kembali ke daftar rumah sakit/ })).toHaveAttribute(
      'href',
      '/hospital-partner',
    );
  });
});
