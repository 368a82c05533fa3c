import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_TYPES, type ImageExtension } from './document-keys.js';

const KEPT: Record<string, ImageExtension> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/**
 * Past this many pixels an image is refused before it is decoded (a 233 KB file can unpack to 120 MB): a 12 MP phone
 * photo (4032 × 3024, 4080 × 3060) fits, a 6300 × 6300 one does not.
 */
export const MAX_INPUT_PIXELS = 12_500_000;
/** Photos of documents stay legible at this size; larger ones are scaled down. */
const MAX_EDGE = 3000;

export interface NormalisedImage {
  bytes: Buffer;
  extension: ImageExtension;
  contentType: string;
}

export class NotAnImageError extends Error {}

export class TooManyPixelsError extends Error {
  constructor(readonly pixels: number) {
    super(`${pixels} pixels`);
  }
}

// One libvips thread per image: the image-work queue already keeps decodes to one at a time, and the CPU is the
// server's to share with sign-ins. No operation cache: every photo is new, so it would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The bytes decide: a JPEG, PNG or WebP by its signature, whatever the name says, is decoded and encoded afresh in
 * its own format, upright, so metadata (EXIF, GPS, comments) and anything appended or hidden in the file are gone.
 * Only the header is read before an image too large to decode is refused.
 */
export async function normaliseImage(bytes: Buffer): Promise<NormalisedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? KEPT[detected.mime] : undefined;
  if (!extension) throw new NotAnImageError('not a jpeg, png or webp image');
  const { width, height } = await sharp(bytes).metadata().catch(() => {
    throw new NotAnImageError('the image header could not be read');
  });
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(width * height);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    // libjpeg-turbo's and zlib's default effort: mozjpeg took 3-5 times the CPU and level 9 twice, for a few per cent.
    const encoded =
      extension === 'jpg' ? image.jpeg({ quality: 85 }) : extension === 'png' ? image.png({ compressionLevel: 6 }) : image.webp({ quality: 85 });
    return { bytes: await encoded.toBuffer(), extension, contentType: IMAGE_TYPES[extension] };
  } catch {
    throw new NotAnImageError('the image could not be decoded');
  }
}
