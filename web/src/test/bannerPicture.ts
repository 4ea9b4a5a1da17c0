// Banner pictures for MSW handlers (stories and tests): a gradient with the banner's title,
// drawn in the browser; in Node, where there is no canvas, a 1 x 1 PNG.
const ONE_PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const onePixel = () => new Blob([ONE_PIXEL_PNG], { type: 'image/png' });
const COLOURS: readonly (readonly [string, string])[] = [
  ['#005c97', '#009688'],
  ['#7b1fa2', '#e91e63'],
  ['#bf360c', '#e65100'],
  ['#14213d', '#2853a0'],
];

export async function bannerPicture(title: string, width: number, tone: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'undefined') return onePixel();
  const height = Math.round(width / 3);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return onePixel();
  const [from, to] = COLOURS[Math.abs(tone) % COLOURS.length] ?? COLOURS[0]!;
  const gradient = context.createLinearGradient(0, 0, width, 0);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
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

/** The answer of GET /banner/image/{file} with a drawn picture. */
export async function bannerPictureResponse(title: string, width: number, tone: number) {
  const body = await bannerPicture(title, width, tone);
  return new Response(body, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
