// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render';
import TermsPage from './TermsPage';
import { INVALID_RETURN_VALUE, assertTermsHtml, sanitizeTermsHtml } from './termsHtml';
import { accepted, newServerState, problem, termsHandlers } from './testing/handlers';
import { useTermsText } from './useTerms';

const state = newServerState();
const server = setupServer(...termsHandlers(state));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Object.assign(state, newServerState());
  localStorage.setItem('token', 'test-access-token');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const setuju = () => screen.getByRole('button', { name: 'Setuju' }) as HTMLButtonElement;
const checkbox = () =>
  screen.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }) as HTMLInputElement;

describe('Syarat dan Ketentuan', () => {
  it('shows placeholders while the text loads', async () => {
    server.use(
      http.get('*/termscondition/load', async () => {
        await delay('infinite');
        return HttpResponse.json('');
      }),
    );
    renderWithProviders(<TermsPage />);
    expect(await screen.findByText('Memuat syarat dan ketentuan…')).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the terms text and the version in force', async () => {
    renderWithProviders(<TermsPage />);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Syarat dan Ketentuan Penggunaan TManKu',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '1. Definisi' })).toBeTruthy();
    expect(await screen.findByText('Versi 2026.1')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'www.sentosaraya.co.id/privasi' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lets a customer who has not accepted this version accept it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TermsPage />);
    await screen.findByText('Syarat dan Ketentuan Penggunaan TManKu');
    expect(await screen.findByText(/Mohon baca dan setujui/)).toBeTruthy();
    expect(setuju().disabled).toBe(true);

    await user.click(checkbox());
    expect(setuju().disabled).toBe(false);
    await user.click(setuju());

    expect(
      await screen.findByText('Anda telah menyetujui Syarat dan Ketentuan versi 2026.1.'),
    ).toBeTruthy();
    expect(state.stored).toEqual([{ tnc_version: '2026.1' }]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Setuju' })).toBeNull();
  });

  it('shows no form to a customer who already accepted', async () => {
    state.validity = accepted;
    renderWithProviders(<TermsPage />);
    expect(
      await screen.findByText('Anda telah menyetujui Syarat dan Ketentuan versi 2026.1.'),
    ).toBeTruthy();
    await screen.findByText('Syarat dan Ketentuan Penggunaan TManKu');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so when storing fails and lets the customer try again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/termscondition/store', () => problem(500, 'Proses tidak dapat dilanjutkan.'), {
        once: true,
      }),
    );
    renderWithProviders(<TermsPage />);
    await screen.findByText('Syarat dan Ketentuan Penggunaan TManKu');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(setuju());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Persetujuan Anda belum tersimpan. Silakan coba lagi.',
    );

    await user.click(setuju());
    expect(
      await screen.findByText('Anda telah menyetujui Syarat dan Ketentuan versi 2026.1.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an inline error with Coba lagi when the text cannot load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/termscondition/load', () => problem(500, 'Proses tidak dapat dilanjutkan.')),
    );
    renderWithProviders(<TermsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Syarat dan ketentuan tidak dapat dimuat saat ini.');
    // Nothing to agree to without the text.
    expect((await screen.findByRole('checkbox')).hasAttribute('disabled')).toBe(true);

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Syarat dan Ketentuan Penggunaan TManKu')).toBeTruthy();
    expect(checkbox().disabled).toBe(false);
  });

  it("treats a response that is not a string as the error 'invalid return value'", async () => {
    server.use(http.get('*/termscondition/load', () => HttpResponse.json({ html: '<p>x</p>' })));
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTermsText(), { wrapper });
    await waitFor(() => expect(result.current.text.state).toBe('error'));
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.error?.message).toBe('invalid return value');

    renderWithProviders(<TermsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Syarat dan ketentuan tidak dapat dimuat saat ini.',
    );
  });
});

describe('terms HTML', () => {
  it("accepts strings and throws 'invalid return value' for anything else", () => {
    expect(assertTermsHtml('<p>ok</p>')).toBe('<p>ok</p>');
    for (const value of [null, undefined, 42, { html: '' }, ['<p>']]) {
      expect(() => assertTermsHtml(value)).toThrow(new Error(INVALID_RETURN_VALUE));
    }
    expect(INVALID_RETURN_VALUE).toBe('invalid return value');
  });

  it('removes script, event handlers, styles and forms', () => {
    const dirty =
      '<h2 onclick="steal()">Judul</h2><script>alert(1)</script><p style="color:red">Teks</p>' +
      '<img src="x" onerror="alert(1)"><form action="/x"><input name="p"></form>' +
      '<a href="javascript:alert(1)">tautan</a><a href="https://www.sentosaraya.co.id">situs</a>';
    const clean = sanitizeTermsHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|<img|<form|<input|javascript:/i);
    expect(clean).toContain('<h2>Judul</h2>');
    expect(clean).toContain('<p>Teks</p>');
    expect(clean).toContain(
      'href="https://www.sentosaraya.co.id" target="_blank" rel="noopener noreferrer"',
    );
  });
});
