import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { API_URL, statusOf } from '../../providers/httpClient';
import { uploadWithProgress, type UploadCallbacks } from '../../providers/uploadWithProgress';
import { useApi } from '../../providers/useApi';

type Schemas = components['schemas'];
export type EmployeeProfile = Schemas['EmployeeDetailsResponseDto'];
export type EmployeeForm = Schemas['AddEmployeeDetailsDto'];
export type EmployeeUpdate = Schemas['UpdateEmployeeDetailsDto'];
export type DocumentKind = 'self-photo' | 'aadhaar-front' | 'aadhaar-back' | 'pan' | 'dra';

export const employeeKey = (userId: number) => ['employee-details', userId] as const;

/** A user's profile; null when they have none yet (the server's 404). */
export function useEmployeeProfile(userId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: employeeKey(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: async () => {
      try {
        return (await api<Schemas['EmployeeDetailsDataDto']>(`/employee/get-employee-details?user_id=${userId}`)).data;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
  });
}

/** The agent's one submission (POST add-employee-details). */
export function useSubmitProfile(userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EmployeeForm) => api<Schemas['EmployeeDetailsSavedDto']>('/employee/add-employee-details', { method: 'POST', body: form }),
    onSuccess: (saved) => queryClient.setQueryData(employeeKey(userId), saved.data),
  });
}

/** An admin's change (PUT update-employee-details). */
export function useUpdateProfile(userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EmployeeUpdate) => api<Schemas['EmployeeDetailsSavedDto']>('/employee/update-employee-details', { method: 'PUT', body: update }),
    onSuccess: (saved) => queryClient.setQueryData(employeeKey(userId), saved.data),
  });
}

/** Uploads a document photo for a user; resolves with its storage key. */
export async function uploadDocument(kind: DocumentKind, file: File, userId: number, callbacks: UploadCallbacks = {}): Promise<string> {
  const answer = await uploadWithProgress<Schemas['DocumentUploadResponseDto']>(`/employee/upload/${kind}`, file, { ...callbacks, fields: { userId: String(userId) } });
  return answer.data.key;
}

/**
 * Where the browser loads a stored document photo from (owner and admins only; never cached). An admin's read of an
 * Aadhaar or PAN photo carries the reason they gave (the server refuses it without one and audits it with one).
 */
export function documentUrl(key: string, reason?: string): string {
  return `${API_URL}/employee/file?key=${encodeURIComponent(key)}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`;
}

/** The Aadhaar and PAN photos: an admin says why before opening one. */
export const REASON_FIELDS = ['aadhaar_photo_front_url', 'aadhaar_photo_back_url', 'pan_photo_url'] as const;

/** An admin's purge of one employee's documents now (POST purge-documents, with the reason). */
export function usePurgeDocuments(userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api<Schemas['EmployeeDetailsDataDto']>(`/employee/${userId}/purge-documents`, { method: 'POST', body: { reason } }),
    onSuccess: (purged) => queryClient.setQueryData(employeeKey(userId), purged.data),
  });
}
