// Banner pictures for MSW handlers (stories and tests): a gradient with soft circles, drawn in
// the browser; in Node, where there is no canvas, a 1 x 1 PNG. Like the demo's banners they
// carry no words (the title under the picture does); `text` draws a line into the picture,
// for a story that shows staff how small such words get on a phone.
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

export async function bannerPicture(width: number, tone: number, text?: string): Promise<Blob> {
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
  for (const [x, y, r] of [
    [0.82, 0.2, 0.55],
    [0.55, 0.95, 0.35],
    [0.08, 0.85, 0.3],
  ] as const) {
    context.beginPath();
    context.arc(width * x, height * y, height * r, 0, Math.PI * 2);
    context.fill();
  }
  if (text) {
    context.fillStyle = '#ffffff';
    context.font = `600 ${Math.round(height / 9)}px system-ui, sans-serif`;
    context.fillText(text, width * 0.06, height * 0.55, width * 0.65);
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

/** The answer of GET /banner/image/{file} with a drawn picture. */
export async function bannerPictureResponse(width: number, tone: number, text?: string) {
  const body = await bannerPicture(width, tone, text);
  return new Response(body, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
