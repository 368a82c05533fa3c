import type { Acknowledgement, RegisterRequest } from './types';
import { api } from '../providers/httpClient';

export type RegisterValues = RegisterRequest;

/**
 * POST /api/auth/register from the sign-in page: no session starts; the server answers one sentence (the sign-up
 * awaits an administrator's approval), whether or not the email was taken. Only a signed-in admin, who never sees
 * the sign-in page, gets the created user back instead.
 */
export function registerAccount(values: RegisterValues): Promise<Acknowledgement> {
  return api<Acknowledgement>('/auth/register', { method: 'POST', body: values });
}

/** POST /api/auth/reset-password: changes the caller's own password and clears must_change_password. */
export function changePassword(oldPassword: string, newPassword: string): Promise<Acknowledgement> {
  return api<Acknowledgement>('/auth/reset-password', { method: 'POST', body: { oldPassword, newPassword } });
}
