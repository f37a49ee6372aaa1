import { type Database, fileForDownload, type Kysely, storedImage } from '@app/db';
import {
  IMAGE_PIXELS_MAX,
  IMAGE_TOO_MANY_PIXELS,
  LOGO_NOT_AN_UPLOADED_IMAGE,
  storedFileId,
} from '@app/domain';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { fieldError } from './errors.ts';
import { type ImagePixelsProblem, imagePixelsProblem } from './image-check.ts';

/*
 * The company logo as the invoice PDF draws it. pdf-lib decodes a PNG on the event loop, pixel by pixel,
 * so embedding the upload itself (up to 40 megapixels) would hold every other request for seconds on
 * each PDF. Instead the logo is scaled once, by sharp (libvips, on libuv's thread pool, off the event
 * loop), to what the PDF needs, and the scaled copy is kept in memory: when the logo is set (which also
 * proves it can be scaled), or on its first PDF for a logo set before, or by another API instance.
 * Stored files never change (a new upload is a new id), so the file's id is the copy's key for good.
 */

/** Where the PDF draws the logo, in points (the logo keeps its proportions inside). */
export const LOGO_BOX = { width: 160, height: 60 };
/** Three pixels a point: sharp for print, and a few KB to embed. */
const LOGO_PIXELS = { width: 3 * LOGO_BOX.width, height: 3 * LOGO_BOX.height };

type PdfLogo = { mimeType: 'image/png' | 'image/jpeg'; content: Uint8Array };

/** The scaled copies by stored file id; a few, as the logo changes rarely. */
const scaledLogos = new LRUCache<string, Promise<PdfLogo | ImagePixelsProblem>>({ max: 8 });

/** The image scaled to fit the logo's box at print resolution (never enlarged), turned as its EXIF says. */
async function scale(content: Uint8Array, mimeType: string): Promise<PdfLogo | ImagePixelsProblem> {
  const problem = await imagePixelsProblem(content, mimeType);
  if (problem) return problem;
  try {
    const image = sharp(content, { limitInputPixels: IMAGE_PIXELS_MAX })
      .rotate()
      .resize({ ...LOGO_PIXELS, fit: 'inside', withoutEnlargement: true });
    // A JPEG stays a JPEG (pdf-lib embeds it as it is); anything else (PNG, GIF, WebP) becomes a PNG,
    // transparency kept.
    if (mimeType === 'image/jpeg') return { mimeType, content: await image.jpeg({ quality: 90 }).toBuffer() };
    return { mimeType: 'image/png', content: await image.png().toBuffer() };
  } catch {
    return 'unreadable';
  }
}

/**
 * The logo stored file `file`, scaled for the PDF, or why it cannot be; its bytes are read from the
 * database only the first time. Concurrent first PDFs wait for the same scaling.
 */
function scaledLogo(db: Kysely<Database>, file: { id: string }): Promise<PdfLogo | ImagePixelsProblem> {
  const cached = scaledLogos.get(file.id);
  if (cached) return cached;
  const scaling = (async () => {
    const stored = await fileForDownload(db, file.id);
    return stored ? scale(stored.content, stored.mimeType) : 'unreadable';
  })();
  scaledLogos.set(file.id, scaling);
  // A failure to read (the database away) is not remembered: the next PDF tries again.
  scaling.catch(() => {
    if (scaledLogos.get(file.id) === scaling) scaledLogos.delete(file.id);
  });
  return scaling;
}

/** The logo to draw in a PDF: the scaled copy, or null (no logo, or one that cannot be read: left out). */
export async function pdfLogo(db: Kysely<Database>, file: { id: string } | null): Promise<PdfLogo | null> {
  if (!file) return null;
  const logo = await scaledLogo(db, file);
  return typeof logo === 'string' ? null : logo;
}

/**
 * Refuses (400 on `logoUrl`) a new logo that is not an image uploaded as one: an uploaded file's
 * address must name a stored file of purpose 'image' whose pixels are within the limits; an http(s)
 * address elsewhere is kept as it is (never served nor drawn here). Scales it for the PDF meanwhile.
 */
export async function checkCompanyLogo(db: Kysely<Database>, logoUrl: string): Promise<void> {
  const id = storedFileId(logoUrl);
  if (!id) return;
  const file = await storedImage(db, id);
  if (!file) throw fieldError('logoUrl', LOGO_NOT_AN_UPLOADED_IMAGE);
  const scaled = await scaledLogo(db, file);
  if (scaled === 'tooLarge') throw fieldError('logoUrl', IMAGE_TOO_MANY_PIXELS);
  if (scaled === 'unreadable') throw fieldError('logoUrl', LOGO_NOT_AN_UPLOADED_IMAGE);
}
