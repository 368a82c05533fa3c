import { Chip, Tooltip } from '@mui/material';
import { CONTACT_TYPES, type ContactType } from './feedback-rules';

/** Colours of the contact types (spec §9): reached the right person, someone else, nobody. */
export const CONTACT_TYPE_COLORS: Record<ContactType, { bg: string; fg: string }> = {
  RPC: { bg: '#dcfce7', fg: '#166534' },
  WPC: { bg: '#fef3c7', fg: '#92400e' },
  NC: { bg: '#f1f5f9', fg: '#475569' },
};

const NEUTRAL = { bg: '#e0f2fe', fg: '#075985' };

function isContactType(value: unknown): value is ContactType {
  return value === 'RPC' || value === 'WPC' || value === 'NC';
}

export function contactTypeDescription(type: string | null | undefined): string | undefined {
  return CONTACT_TYPES.find((t) => t.value === type)?.description;
}

/** A disposition code ("PTP") as a small monospace badge, coloured by its contact type when known. */
export function DispositionCodeBadge({ code, contactType, title }: { code: string; contactType?: string | null; title?: string }) {
  const colors = isContactType(contactType) ? CONTACT_TYPE_COLORS[contactType] : NEUTRAL;
  const chip = (
    <Chip
      size="small"
      label={code}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.02em' }}
    />
  );
  return title ? (
    <Tooltip title={title}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

/** WPC / RPC / NC with its meaning on hover. */
export function ContactTypeBadge({ type }: { type: string }) {
  const colors = isContactType(type) ? CONTACT_TYPE_COLORS[type] : NEUTRAL;
  const description = contactTypeDescription(type);
  const chip = <Chip size="small" label={type} sx={{ bgcolor: colors.bg, color: colors.fg }} />;
  return description ? (
    <Tooltip title={description}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}
