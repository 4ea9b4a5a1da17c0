// Renders the installable app's PNG icons (web/pwa/icons/) from their SVG sources with
// Debian's Chromium (CHROME_PATH overrides it): the favicon for the 'any' icons, and
// web/pwa/icon-maskable.svg (full-bleed background, the mark inside the 80 % safe circle)
// for the maskable one. The PNGs are committed; run this after changing either SVG:
//   node scripts/pwa-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = fileURLToPath(new URL('../web/', import.meta.url));
const icons = [
  { source: 'src/app/favicon.svg', size: 192, out: 'pwa/icons/icon-192.png' },
  { source: 'src/app/favicon.svg', size: 512, out: 'pwa/icons/icon-512.png' },
  { source: 'pwa/icon-maskable.svg', size: 512, out: 'pwa/icons/icon-maskable-512.png' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { source, size, out } of icons) {
    const svg = await readFile(web + source, 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        svg.replace('<svg ', `<svg width="${size}" height="${size}" `) +
        `</body></html>`,
    );
    await page.screenshot({ path: web + out, omitBackground: true });
    await page.close();
    console.log(`${out}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
