import type { Role } from '../providers/canAccess';

/** Spec §5 messages for the sign-in and register forms. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email',
  password: 'Password must be at least 6 characters',
  name: 'Name must be at least 2 characters',
  role: 'Please select a role',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  role: Role | '';
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!isValidEmail(values.email)) errors.email = AUTH_MESSAGES.email;
  if (values.password.length < 6) errors.password = AUTH_MESSAGES.password;
  return errors;
}

export function validateRegister(values: RegisterFormValues): FieldErrors<RegisterFormValues> {
  const errors: FieldErrors<RegisterFormValues> = {};
  if (values.name.trim().length < 2) errors.name = AUTH_MESSAGES.name;
  if (!isValidEmail(values.email)) errors.email = AUTH_MESSAGES.email;
  if (values.password.length < 6) errors.password = AUTH_MESSAGES.password;
  if (values.role !== 'admin' && values.role !== 'agent') errors.role = AUTH_MESSAGES.role;
  return errors;
}

/** Client-side errors, with the server's message for a field taking precedence while it stands. */
export function mergeErrors<T>(client: FieldErrors<T>, server: FieldErrors<T>): FieldErrors<T> {
  const merged: FieldErrors<T> = { ...client };
  for (const [field, message] of Object.entries(server) as [keyof T, string | undefined][]) {
    if (message) merged[field] = message;
  }
  return merged;
}

/** The API's `errors` map ({field: text}) from a failed call, if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const errors = body && typeof body === 'object' ? body.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}
