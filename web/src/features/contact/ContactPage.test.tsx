// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import ContactPage from './ContactPage';
import { companyProfileHandler, problem } from './testing/handlers';

const server = setupServer(companyProfileHandler());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const card = (name: string) => screen.getByRole('region', { name });

describe('Hubungi Kami', () => {
  it('shows placeholders while the profile loads', async () => {
    server.use(
      http.get('*/policy/companyProfile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { container } = renderWithProviders(<ContactPage />);
    expect(await screen.findByText('Memuat informasi kontak…')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows every contact channel of the company profile', async () => {
    renderWithProviders(<ContactPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PT Asuransi Jiwa Sentosa Raya' }),
    ).toBeTruthy();

    const whatsapp = within(card('WhatsApp')).getByRole('link', { name: /\+62 811-1500-789/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/628111500789');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(whatsapp.textContent).toContain('(membuka tab baru)');

    expect(
      within(card('Call Center')).getByRole('link', { name: '1500 789' }).getAttribute('href'),
    ).toBe('tel:1500789');
    expect(
      within(card('Email'))
        .getByRole('link', { name: 'cs@sentosaraya.co.id' })
        .getAttribute('href'),
    ).toBe('mailto:cs@sentosaraya.co.id');
    expect(within(card('Faks')).getByText('(021) 2554 7890')).toBeTruthy();
    expect(within(card('Jam Operasional')).getByText('Senin–Jumat 08.00–17.00 WIB')).toBeTruthy();
    expect(
      within(card('Situs Web'))
        .getByRole('link', { name: /www\.sentosaraya\.co\.id/ })
        .getAttribute('href'),
    ).toBe('https://www.sentosaraya.co.id');

    const address = card('Alamat Kantor Pusat');
    expect(within(address).getByText(/Menara Sentosa Lt\. 12/)).toBeTruthy();
    const map = within(address).getByRole('link', { name: /Lihat di peta/ });
    expect(map.getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=Menara%20Sentosa',
    );
  });

  it('shows an inline error with Coba lagi when the profile cannot load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/policy/companyProfile', () => problem(500, 'Proses tidak dapat dilanjutkan.')),
    );
    renderWithProviders(<ContactPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Informasi kontak tidak dapat dimuat saat ini.');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: /\+62 811-1500-789/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
