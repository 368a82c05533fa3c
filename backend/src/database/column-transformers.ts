import type { ValueTransformer } from 'typeorm';

/** PostgreSQL numeric arrives as a string (it may exceed a double); money here fits a JS number comfortably. */
export const numeric: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};
