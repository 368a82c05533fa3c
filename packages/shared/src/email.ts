/** An email address both sides accept: a local part, an @, and a domain of dotted labels ending in letters. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  const [local] = value.split('@');
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value) && local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}
