// MSW handlers of the carousel: GET /banner/list answering `banners` (the demo's three by
// default) and GET /banner/image/{file} answering a picture drawn in the browser for each
// banner (a gradient with its title; in Node, where there is no canvas, a 1 x 1 PNG). No
// artificial delay.
import { http, HttpResponse } from 'msw';
import type { Banner } from '../../../api/generated/model';
import { demoBanners } from './bannerFixtures';

const ONE_PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const COLOURS = [
  ['#005c97', '#009688'],
  ['#7b1fa2', '#e91e63'],
  ['#bf360c', '#e65100'],
  ['#14213d', '#2853a0'],
];

async function drawn(title: string, width: number, tone: number): Promise<Blob | Uint8Array> {
  if (typeof OffscreenCanvas === 'undefined') return ONE_PIXEL_PNG;
  const height = Math.round(width / 3);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return ONE_PIXEL_PNG;
  const [from, to] = COLOURS[tone % COLOURS.length] ?? ['#005c97', '#009688'];
  const gradient = context.createLinearGradient(0, 0, width, 0);
  gradient.addColorStop(0, from ?? '#005c97');
  gradient.addColorStop(1, to ?? '#009688');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgba(255,255,255,0.15)';
  context.beginPath();
  context.arc(width * 0.82, height * 0.2, height * 0.55, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.font = `600 ${Math.round(height / 7)}px system-ui, sans-serif`;
  context.fillText(title, width * 0.06, height * 0.55, width * 0.65);
  return canvas.convertToBlob({ type: 'image/png' });
}

export function bannerHandlers(banners: readonly Banner[] = demoBanners) {
  return [
    http.get('*/banner/list', () => HttpResponse.json({ data: banners })),
    http.get('*/banner/image/:file', async ({ params }) => {
      const file = String(params.file);
      const index = banners.findIndex((b) => b.image.variants.some((v) => v.file === file));
      const banner = banners[index];
      const variant = banner?.image.variants.find((v) => v.file === file);
      if (!banner || !variant) return new HttpResponse(null, { status: 404 });
      const body = await drawn(banner.title, variant.width, index);
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'image/png',
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
    }),
  ];
}
