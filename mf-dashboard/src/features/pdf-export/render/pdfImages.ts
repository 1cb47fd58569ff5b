import type { PdfImage } from './drawPdf';

/** Image pixels per millimetre on paper: 300 dpi, sharp in print and at any screen zoom a person uses. */
const PX_PER_MM = 300 / 25.4;

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  return context ? { canvas, context } : null;
}

/**
 * The logo as a PNG at 300 dpi of the size it is printed at (`widthMm` × `heightMm`), keeping its
 * transparency. Drawn by the browser, so any image it shows (SVG included) can be the logo.
 */
export function logoImage(logo: HTMLImageElement, widthMm: number, heightMm: number): PdfImage | null {
  const drawn = canvasOf(widthMm * PX_PER_MM, heightMm * PX_PER_MM);
  if (!drawn) return null;
  drawn.context.drawImage(logo, 0, 0, drawn.canvas.width, drawn.canvas.height);
  return { dataUrl: drawn.canvas.toDataURL('image/png'), format: 'PNG' };
}

/**
 * A demo image as a square JPEG thumbnail of `sizeMm` at 300 dpi, cropped to fill it (as CSS's
 * object-fit: cover), on white: a photo of megabytes becomes a few kilobytes, and GIF or WebP
 * demos print too. One that does not decode is left out.
 */
export async function demoThumbnail(dataUrl: string, sizeMm: number): Promise<PdfImage | null> {
  const image = new Image();
  image.src = dataUrl;
  try {
    await image.decode();
  } catch {
    return null;
  }
  const side = sizeMm * PX_PER_MM;
  const drawn = canvasOf(side, side);
  if (!drawn || !image.naturalWidth || !image.naturalHeight) return null;
  const crop = Math.min(image.naturalWidth, image.naturalHeight);
  drawn.context.fillStyle = '#ffffff';
  drawn.context.fillRect(0, 0, drawn.canvas.width, drawn.canvas.height);
  drawn.context.drawImage(image, (image.naturalWidth - crop) / 2, (image.naturalHeight - crop) / 2, crop, crop, 0, 0, drawn.canvas.width, drawn.canvas.height);
  return { dataUrl: drawn.canvas.toDataURL('image/jpeg', 0.85), format: 'JPEG' };
}
