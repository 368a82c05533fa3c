import { Chip } from '@mui/material';
import CallMadeRounded from '@mui/icons-material/CallMadeRounded';
import CallMissedRounded from '@mui/icons-material/CallMissedRounded';
import PhoneCallbackRounded from '@mui/icons-material/PhoneCallbackRounded';
import VoicemailRounded from '@mui/icons-material/VoicemailRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { CALL_STATUS_LABELS, type CallStatus } from './calls-query';

const STYLES: Record<CallStatus, { bg: string; fg: string; icon: typeof CallMadeRounded }> = {
  answered: { bg: '#dcfce7', fg: '#166534', icon: PhoneCallbackRounded },
  missed: { bg: '#fee2e2', fg: '#b91c1c', icon: CallMissedRounded },
  voicemail: { bg: '#fef3c7', fg: '#92400e', icon: VoicemailRounded },
  failed: { bg: '#fee2e2', fg: '#b91c1c', icon: ErrorOutlineRounded },
  initiated: { bg: '#e0f2fe', fg: '#075985', icon: CallMadeRounded },
};

/** Answered / Missed (and the wider enumeration of spec §3) as a coloured badge. */
export function CallStatusBadge({ status, size = 'small' }: { status: CallStatus; size?: 'small' | 'medium' }) {
  const style = STYLES[status] ?? STYLES.initiated;
  const Icon = style.icon;
  return (
    <Chip
      size={size}
      icon={<Icon />}
      label={CALL_STATUS_LABELS[status] ?? status}
      sx={{ bgcolor: style.bg, color: style.fg, '& .MuiChip-icon': { color: style.fg, fontSize: size === 'small' ? 14 : 18 } }}
    />
  );
}
