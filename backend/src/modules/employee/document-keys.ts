import { randomBytes } from 'node:crypto';
import { DOCUMENT_KINDS, type DocumentKind } from './employee.enums.js';

/** The image formats kept, by the extension their key ends with. */
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/**
 * Where an uploaded document lives: `uploads/<owner's user id>/<kind>-<32 random hex>.<ext>`. The owner and kind
 * are read back from the key alone (who may read it, whether an admin's read is audited), so the key is the only
 * thing a form stores.
 */
export function newDocumentKey(userId: number, kind: DocumentKind, extension: ImageExtension): string {
  return `uploads/${userId}/${kind}-${randomBytes(16).toString('hex')}.${extension}`;
}

const KEY = new RegExp(`^uploads/([1-9][0-9]{0,9})/(${DOCUMENT_KINDS.join('|')})-([0-9a-f]{32})\\.(${Object.keys(IMAGE_TYPES).join('|')})$`);

export interface DocumentKey {
  ownerId: number;
  kind: DocumentKind;
  extension: ImageExtension;
}

/**
 * A key this module made, or null: anything else (other prefixes, `..`, absolute paths, backslashes, encoded
 * characters, other names) never reaches the storage.
 */
export function parseDocumentKey(key: unknown): DocumentKey | null {
  if (typeof key !== 'string') return null;
  const match = KEY.exec(key);
  if (!match) return null;
  const ownerId = Number(match[1]);
  if (ownerId > 2_147_483_647) return null;
  return { ownerId, kind: match[2] as DocumentKind, extension: match[4] as ImageExtension };
}
