// @vitest-environment jsdom
// The banner carousel of Data Polis: banners in the server's order with their alternative
// text, sizes and links (a portal page, an https address in a new tab), a new banner every
// 5000 ms, 'Jeda' kept on the device, the arrow keys, a swipe of more than 40 px, 'Sembunyikan'
// until staff change the banner, and nothing at all without banners or on an error. The
// `banner` key holds exactly what the contract says, and logout removes it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../api/generated/model';
import { logout } from '../../../shared/auth';
import { BANNER_KEY } from '../../../shared/authStore';
import { companyProfileHandler } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { campaignBanner, dataBanner, hospitalBanner, qrisBanner } from '../testing/bannerFixtures';
import { bannerHandlers } from '../testing/bannerHandlers';
import BannerCarousel from './BannerCarousel';
import { BannerSlot } from './BannerSlot';

const server = setupServer(
  companyProfileHandler(),
  http.post('*/session/logout', () => HttpResponse.json({ result: 'Success' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('token', 'test-access-token'));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const banners = [hospitalBanner, qrisBanner, campaignBanner];
const carousel = () => screen.getByRole('region', { name: 'Promo dan informasi' });
/** The banner shown now: the dot marked current ('Tampilkan banner 2: <title>'), else the
 * only banner. */
const current = () => {
  const dot = carousel().querySelector('.carousel-indicators [aria-current="true"]');
  if (dot) return dot.getAttribute('aria-label')?.replace(/^Tampilkan banner \d+: /, '');
  const slides = within(carousel()).getAllByRole('group');
  return slides.length === 1 ? slides[0]?.querySelector('.banner-slide__title')?.textContent : null;
};
/** A slide's move is over (a turn asked while one moves is ignored). */
const settle = () => act(() => new Promise((settled) => setTimeout(settled, 50)));
const stored = () => JSON.parse(localStorage.getItem(BANNER_KEY) ?? 'null') as unknown;

function show(list: readonly Banner[] = banners) {
  return renderWithProviders(<BannerCarousel banners={list} />, { route: '/polis/detail' });
}

describe('the carousel', () => {
  it('shows each banner with its alternative text, its sizes and its link', () => {
    show();
    const slides = within(carousel()).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 dari 3',
      '2 dari 3',
      '3 dari 3',
    ]);
    const picture = within(slides[0]!).getByRole('img', { name: hospitalBanner.alt_text });
    // The 3:1 box is kept before the picture loads; the browser picks a size.
    expect(picture).toHaveAttribute('width', '1920');
    expect(picture).toHaveAttribute('height', '640');
    expect(picture.getAttribute('srcset')).toMatch(
      /\/customer\/api\/banner\/image\/RumahSakitRekananAAAAA-640\.webp 640w, .*-1280\.webp 1280w, .*-1920\.webp 1920w$/,
    );
    expect(picture).toHaveAttribute('sizes');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(within(slides[1]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
    // A portal page through the router; an https address in a new tab, without the opener.
    expect(within(slides[0]!).getByRole('link', { name: hospitalBanner.title })).toHaveAttribute(
      'href',
      '/hospital-partner',
    );
    const outside = within(slides[2]!).getByRole('link', {
      name: `${campaignBanner.title} (membuka tab baru)`,
    });
    expect(outside).toHaveAttribute('href', campaignBanner.link_url);
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('turns to the next banner every 5000 ms until Jeda, which the device remembers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = show();
    expect(current()).toBe(hospitalBanner.title);
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(current()).toBe(hospitalBanner.title);
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(current()).toBe(qrisBanner.title);

    await user.click(screen.getByRole('button', { name: 'Jeda pergantian banner otomatis' }));
    await waitFor(() => expect(stored()).toEqual({ paused: true, hidden: [] }));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe(qrisBanner.title);
    unmount();

    show(); // the next visit on this device starts paused
    const play = screen.getByRole('button', { name: 'Putar pergantian banner otomatis' });
    expect(play).toHaveTextContent('Putar');
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe(hospitalBanner.title);
    await user.click(play);
    await waitFor(() => expect(localStorage.getItem(BANNER_KEY)).toBeNull()); // no choice left to keep
  });

  it('does not turn by itself for someone who asked their system for less motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    }));
    show();
    expect(screen.getByRole('button', { name: 'Putar pergantian banner otomatis' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe(hospitalBanner.title);
    expect(localStorage.getItem(BANNER_KEY)).toBeNull(); // the system's choice, not stored
    fireEvent.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
    await settle(); // the arrows still turn (Bootstrap's CSS drops the slide's transition)
    expect(current()).toBe(qrisBanner.title);
  });

  it('keeps counting its 5000 ms when the page around it renders again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            render {renders}
          </button>
          <BannerCarousel banners={banners} />
        </>
      );
    }
    renderWithProviders(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.click(screen.getByRole('button', { name: 'render 0' }));
    await act(() => vi.advanceTimersByTimeAsync(2200));
    expect(current()).toBe(qrisBanner.title);
  });

  it('moves with the arrow keys once focus is inside, and with the arrows', async () => {
    const user = userEvent.setup();
    show();
    await user.tab(); // the first control: Jeda
    expect(screen.getByRole('button', { name: /^Jeda/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(qrisBanner.title);
    await settle();
    await user.keyboard('{ArrowLeft}');
    await settle();
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe(campaignBanner.title); // it wraps round
    await settle();
    await user.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
    expect(current()).toBe(hospitalBanner.title);
    await settle();
    await user.click(
      screen.getByRole('button', { name: `Tampilkan banner 3: ${campaignBanner.title}` }),
    );
    expect(current()).toBe(campaignBanner.title);
  });

  it('turns on a swipe of more than 40 px, not less', async () => {
    show();
    const slides = carousel().querySelector('.carousel')!;
    const swipe = async (from: number, to: number) => {
      fireEvent.touchStart(slides, { touches: [{ clientX: from }] });
      fireEvent.touchMove(slides, { touches: [{ clientX: to }] });
      fireEvent.touchEnd(slides);
      await act(() => new Promise((settled) => setTimeout(settled, 50))); // the slide moves
    };
    await swipe(200, 160); // 40 px: not a swipe
    expect(current()).toBe(hospitalBanner.title);
    await swipe(200, 159); // 41 px to the left: the next banner
    expect(current()).toBe(qrisBanner.title);
    await swipe(100, 141); // 41 px to the right: back
    expect(current()).toBe(hospitalBanner.title);
  });

  it('hides a banner until staff change it, and shows the hidden ones again on request', async () => {
    const user = userEvent.setup();
    const { unmount } = show([hospitalBanner, qrisBanner]);
    await user.click(
      screen.getByRole('button', { name: `Sembunyikan banner: ${hospitalBanner.title}` }),
    );
    expect(stored()).toEqual({ paused: false, hidden: [{ banner_id: 'BNR-000001', version: 1 }] });
    expect(within(carousel()).getAllByRole('group')).toHaveLength(1);
    expect(current()).toBe(qrisBanner.title);
    expect(carousel()).toHaveFocus(); // the button went with its banner
    // One banner left: nothing turns, so no Jeda and no arrows.
    expect(screen.queryByRole('button', { name: /^Jeda/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Banner berikutnya' })).toBeNull();
    unmount();

    show([hospitalBanner, qrisBanner]).unmount(); // still hidden on the next visit
    expect(stored()).toEqual({ paused: false, hidden: [{ banner_id: 'BNR-000001', version: 1 }] });
    const { unmount: gone } = show([{ ...hospitalBanner, version: 2 }, qrisBanner]);
    expect(within(carousel()).getAllByRole('group')).toHaveLength(2); // changed: shown again
    expect(localStorage.getItem(BANNER_KEY)).toBeNull();
    gone();

    show([dataBanner]);
    await user.click(screen.getByRole('button', { name: /^Sembunyikan banner/ }));
    expect(within(carousel()).queryAllByRole('group')).toEqual([]);
    expect(carousel()).toHaveTextContent('Satu banner promo Anda sembunyikan.');
    await user.click(screen.getByRole('button', { name: 'Tampilkan lagi' }));
    expect(within(carousel()).getByRole('img', { name: dataBanner.alt_text })).toBeVisible();
    expect(localStorage.getItem(BANNER_KEY)).toBeNull();
  });

  it('ignores what storage holds when it is not the contract’s shape', () => {
    localStorage.setItem(BANNER_KEY, '{"paused":"ya","hidden":[{"banner_id":1}]}');
    show();
    expect(within(carousel()).getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^Jeda/ })).toBeVisible();
  });

  it('is gone at logout: the next customer on the device starts afresh', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: /^Jeda/ }));
    expect(localStorage.getItem(BANNER_KEY)).not.toBeNull();
    await logout();
    expect(localStorage.getItem(BANNER_KEY)).toBeNull();
  });
});

describe('its place on Data Polis', () => {
  it('holds the carousel’s box while the banners load, then shows them', async () => {
    server.use(...bannerHandlers(banners));
    const { container } = renderWithProviders(<BannerSlot />);
    expect(container.querySelector('.banner-carousel--placeholder')).not.toBeNull();
    expect(await screen.findByRole('region', { name: 'Promo dan informasi' })).toBeVisible();
    expect(container.querySelector('.banner-carousel--placeholder')).toBeNull();
  });
});
