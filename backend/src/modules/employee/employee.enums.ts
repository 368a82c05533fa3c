/** The five document photos an employee uploads: the path segment of the upload route. */
export const DOCUMENT_KINDS = ['self-photo', 'aadhaar-front', 'aadhaar-back', 'pan', 'dra'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Images whose reads by an admin are audited (identity documents). */
export const AUDITED_DOCUMENT_KINDS: readonly DocumentKind[] = ['aadhaar-front', 'aadhaar-back', 'pan'];
