// @vitest-environment jsdom
// A partner's detail: the one chosen in this tab, and the way there and back to the same
// search (the address and the tab's storage). What the page shows:
// stories/features/hospital/HospitalDetailPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELECTED_HOSPITAL_KEY, setSelectedHospital } from './selection';
import { NOT_CASHLESS_PARTNER } from './testing/fixtures';
import { hospitalHandlers, regionHandlers } from './testing/handlers';
import { currentUrl, renderPartners } from './testing/render';

const server = setupServer(...hospitalHandlers(), ...regionHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('token', 'test-access-token'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const name = (text: string) => screen.findByRole('heading', { level: 2, name: text });

describe('Rumah Sakit Rekanan: detail', () => {
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
});
