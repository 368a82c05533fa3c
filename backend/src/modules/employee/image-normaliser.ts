import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_TYPES, type ImageExtension } from './document-keys.js';

const KEPT: Record<string, ImageExtension> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** Past this many pixels an image is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Photos of documents stay legible at this size; larger ones are scaled down. */
const MAX_EDGE = 3000;

export interface NormalisedImage {
  bytes: Buffer;
  extension: ImageExtension;
  contentType: string;
}

export class NotAnImageError extends Error {}

/**
 * The bytes decide: a JPEG, PNG or WebP by its signature, whatever the name says, is decoded and encoded afresh in
 * its own format, upright, so metadata (EXIF, GPS, comments) and anything appended or hidden in the file are gone.
 */
export async function normaliseImage(bytes: Buffer): Promise<NormalisedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? KEPT[detected.mime] : undefined;
  if (!extension) throw new NotAnImageError('not a jpeg, png or webp image');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      extension === 'jpg' ? image.jpeg({ quality: 85, mozjpeg: true }) : extension === 'png' ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 85 });
    return { bytes: await encoded.toBuffer(), extension, contentType: IMAGE_TYPES[extension] };
  } catch {
    throw new NotAnImageError('the image could not be decoded');
  }
}
