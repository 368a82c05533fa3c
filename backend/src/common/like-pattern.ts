/** LIKE/ILIKE patterns with the user's text taken literally (% and _ and \ escaped). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Matches the text anywhere (use with ILIKE). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Matches values starting with the text, lower-cased (use with `lower(column) LIKE`). */
export const lowerPrefixPattern = (text: string): string => `${escapeLike(text.toLowerCase())}%`;
