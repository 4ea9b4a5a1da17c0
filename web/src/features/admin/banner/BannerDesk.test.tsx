// @vitest-environment jsdom
// The banner card on the admin home: how many banners customers see now and how many are
// scheduled, and the way to the banner pages.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBannersAdminResponseMock } from '../../../api/generated/endpoints/admin/admin.msw';
import type { BannerAdmin, BannerState } from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { BannerDesk } from './BannerDesk';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('token', 'test-access-token'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function listOf(states: BannerState[]) {
  const sample = getListBannersAdminResponseMock().data[0] as BannerAdmin;
  return { data: states.map((state, i) => ({ ...sample, banner_id: `BNR-00000${i + 1}`, state })) };
}

describe('the banner card', () => {
  it('counts the banners shown and scheduled, and leads to the banner list', async () => {
    const states: BannerState[] = ['LIVE', 'LIVE', 'LIVE', 'SCHEDULED', 'INACTIVE', 'ENDED'];
    server.use(http.get('*/admin/banner/list', () => HttpResponse.json(listOf(states))));
    renderWithProviders(<BannerDesk />);
    const card = screen.getByRole('region', { name: 'Banner Carousel' });
    expect(
      await within(card).findByText('3 banner tayang di carousel nasabah, 1 terjadwal.'),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Kelola banner' })).toHaveAttribute(
      'href',
      '/cms/banner',
    );
  });

  it('says when nothing is shown, and when the banners cannot be counted', async () => {
    server.use(http.get('*/admin/banner/list', () => HttpResponse.json(listOf(['ENDED']))));
    const { unmount } = renderWithProviders(<BannerDesk />);
    expect(
      await screen.findByText('Tidak ada banner yang tayang di carousel nasabah.'),
    ).toBeVisible();
    unmount();
    server.use(http.get('*/admin/banner/list', () => problem(500, 'Layanan sedang sibuk.')));
    renderWithProviders(<BannerDesk />);
    expect(await screen.findByText('Layanan sedang sibuk.')).toBeVisible();
  });
});
