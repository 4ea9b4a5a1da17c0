// The QRIS payload as a QR code (uqr): one SVG path of dark modules for the page, and the
// same code as a PNG (or SVG where no canvas exists) for 'Unduh QR'.
import { encode } from 'uqr';

/** Quiet zone in modules around the code (the QR standard asks for 4). */
export const QUIET_ZONE = 4;

export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  /** SVG path of the dark modules, one unit per module. */
  path: string;
  modules: boolean[][];
}

export function qrShape(text: string): QrShape {
  const qr = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: qr.size, path: parts.join(''), modules: qr.data };
}

export function qrSvgMarkup(shape: QrShape, pixels = 512): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${shape.size} ${shape.size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${shape.path}" fill="#000"/></svg>`
  );
}

/** The code as a PNG; an SVG file where the browser gives no canvas. */
export function qrImage(shape: QrShape, scale = 10): Promise<{ blob: Blob; extension: string }> {
  const svg = () => ({
    blob: new Blob([qrSvgMarkup(shape)], { type: 'image/svg+xml' }),
    extension: 'svg',
  });
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = shape.size * scale;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return Promise.resolve(svg());
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  shape.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    }),
  );
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? { blob, extension: 'png' } : svg()), 'image/png'),
  );
}
