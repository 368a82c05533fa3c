/** What the browser checks before sending a document photo (the server checks the bytes again). */

export const ONLY_IMAGES = 'Only image files (jpg, png, webp, gif) are allowed.';
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'The file is larger than 5 MB';
export const UPLOAD_FAILED = 'Upload failed';
/** What the file picker offers (spec §9: jpeg, jpg, png, webp). */
export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/**
 * The message for a file that will not be accepted, or undefined. A type the browser knows decides; a file with no
 * type (some phones) is judged by its name. The server decides by content either way.
 */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const looksLikeImage = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_NAME.test(file.name);
  if (!looksLikeImage) return ONLY_IMAGES;
  if (file.size > MAX_PHOTO_BYTES) return TOO_LARGE;
  return undefined;
}

