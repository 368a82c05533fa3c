import type { Acknowledgement, AppUser, RegisterRequest } from './types';
import { api } from '../providers/httpClient';

export type RegisterValues = RegisterRequest;

/** POST /api/auth/register: the new user is logged in when the caller was anonymous. */
export function registerAccount(values: RegisterValues): Promise<AppUser> {
  return api<AppUser>('/auth/register', { method: 'POST', body: values });
}

/** POST /api/auth/reset-password: changes the caller's own password and clears must_change_password. */
export function changePassword(oldPassword: string, newPassword: string): Promise<Acknowledgement> {
  return api<Acknowledgement>('/auth/reset-password', { method: 'POST', body: { oldPassword, newPassword } });
}
