import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DataPolisPage from '../../../web/src/features/policy/DataPolisPage';
import {
  campaignBanner,
  demoBanners,
  hospitalBanner,
  qrisBanner,
} from '../../../web/src/features/policy/testing/bannerFixtures';
import { bannerHandlers } from '../../../web/src/features/policy/testing/bannerHandlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * The banner carousel on Data Polis: a new banner every 5000 ms, a swipe of 40 px, the arrow
 * keys, 'Jeda' kept on the device, per banner its picture (3:1, alternative text), its title
 * as the link and 'Sembunyikan'. Nothing at all without banners or when they cannot load.
 */
const meta = {
  title: 'Polis/Carousel Banner',
  component: DataPolisPage,
  parameters: { portal: { path: '/polis/detail', signedIn: true } },
  globals: viewport('desktop'),
} satisfies Meta<typeof DataPolisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const carousel = () => page().findByRole('region', { name: 'Promo dan informasi' });
/** The carousel's banners, by their dots ('Tampilkan banner 2: <title>'). */
const dots = (region: HTMLElement) =>
  within(region).getAllByRole('button', { name: /^Tampilkan banner \d+:/ });

/** The demo's three banners, the first shown. */
export const TigaBanner: Story = {
  play: async () => {
    const region = await carousel();
    await expect(dots(region)).toHaveLength(3);
    await expect(within(region).getByRole('img', { name: hospitalBanner.alt_text })).toBeVisible();
    await expect(
      within(region).getByRole('button', { name: 'Jeda pergantian banner otomatis' }),
    ).toBeVisible();
  },
};

/** The caption of the shown banner is whole: not clamped, inside its row and the carousel,
 * clear of 'Sembunyikan'. */
async function captionIsWhole(region: HTMLElement, title: string) {
  const link = within(region).getByRole('link', { name: title });
  const caption = link.closest('.banner-slide__caption') as HTMLElement;
  const hide = within(caption).getByRole('button', { name: `Sembunyikan banner: ${title}` });
  const box = (element: Element) => element.getBoundingClientRect();
  await expect(link).toHaveTextContent(title);
  await expect(getComputedStyle(link).webkitLineClamp).toBe('none');
  await expect(link.scrollHeight).toBeLessThanOrEqual(link.clientHeight + 1);
  await expect(box(link).bottom).toBeLessThanOrEqual(box(caption).bottom + 0.5);
  await expect(box(caption).bottom).toBeLessThanOrEqual(box(region).bottom + 0.5);
  await expect(box(link).right).toBeLessThanOrEqual(box(hide).left);
  await expect(box(hide).width).toBeGreaterThanOrEqual(44);
}

/** At 375 px: the demo's longest caption ('Cek rumah sakit rekanan cashless terdekat') in
 * two whole lines, 'Sembunyikan' as its icon beside it. */
export const TigaBannerPonsel: Story = {
  globals: viewport('phone'),
  play: async (context) => {
    await TigaBanner.play?.(context);
    await captionIsWhole(await carousel(), hospitalBanner.title);
  },
};

const longest = {
  ...hospitalBanner,
  title: 'Cek rumah sakit rekanan cashless terdekat dan berobat tanpa uang muka di seluruh',
};

/** A title of 80 characters, the most the contract allows: three lines at 375 px, whole. */
export const JudulTerpanjangPonsel: Story = {
  globals: viewport('phone'),
  beforeEach: ({ msw }) => msw.use(...bannerHandlers([longest, qrisBanner])),
  play: async () => {
    await captionIsWhole(await carousel(), longest.title);
  },
};

/** One banner (an address outside the portal): nothing turns, so no Jeda, arrows or dots. */
export const SatuBanner: Story = {
  beforeEach: ({ msw }) => msw.use(...bannerHandlers([campaignBanner])),
  play: async () => {
    const region = await carousel();
    await expect(
      within(region).getByRole('link', { name: `${campaignBanner.title} (membuka tab baru)` }),
    ).toHaveAttribute('target', '_blank');
    await expect(within(region).queryByRole('button', { name: /^Jeda/ })).toBeNull();
  },
};

export const SatuBannerPonsel: Story = { ...SatuBanner, globals: viewport('phone') };

/** Paused on an earlier visit on this device: it stays paused, 'Putar' starts it again. */
export const Dijeda: Story = {
  beforeEach: () => localStorage.setItem('banner', '{"paused":true,"hidden":[]}'),
  play: async () => {
    const region = await carousel();
    await expect(
      within(region).getByRole('button', { name: 'Putar pergantian banner otomatis' }),
    ).toHaveTextContent('Putar');
  },
};

export const DijedaPonsel: Story = { ...Dijeda, globals: viewport('phone') };

/** Every banner hidden by the customer: one line, and the way to show them again. */
export const SemuaDisembunyikan: Story = {
  beforeEach: () =>
    localStorage.setItem(
      'banner',
      JSON.stringify({
        paused: false,
        hidden: demoBanners.map((b) => ({ banner_id: b.banner_id, version: b.version })),
      }),
    ),
  play: async () => {
    const region = await carousel();
    await expect(region).toHaveTextContent('3 banner promo Anda sembunyikan.');
    await expect(within(region).getByRole('button', { name: 'Tampilkan lagi' })).toBeVisible();
  },
};

export const SemuaDisembunyikanPonsel: Story = {
  ...SemuaDisembunyikan,
  globals: viewport('phone'),
};

/** Hidden with 'Sembunyikan': the next banner takes its place. */
export const Disembunyikan: Story = {
  play: async ({ userEvent }) => {
    const region = await carousel();
    await userEvent.click(
      within(region).getByRole('button', { name: `Sembunyikan banner: ${hospitalBanner.title}` }),
    );
    await expect(dots(region)).toHaveLength(2);
  },
};

/** No banners now, or no answer: Data Polis without a carousel. */
export const TanpaBanner: Story = {
  beforeEach: ({ msw }) => msw.use(...bannerHandlers([])),
  play: async () => {
    await page().findByRole('radiogroup', { name: 'Pilih polis' });
    await expect(page().queryByRole('region', { name: 'Promo dan informasi' })).toBeNull();
  },
};

export const Gagal: Story = {
  beforeEach: ({ msw }) => msw.use(failing('get', '*/banner/list', 500, 'Gagal memuat banner.')),
  play: async () => {
    await page().findByRole('radiogroup', { name: 'Pilih polis' });
    await expect(page().queryByRole('region', { name: 'Promo dan informasi' })).toBeNull();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
