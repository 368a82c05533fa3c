import { Box } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import type { LeaveType } from '../../api/types';
import { leaveTone, type LeaveTone } from './leave-rules';

const TONES: Record<LeaveTone, { icon: SvgIconComponent; color: string; background: string }> = {
  sick: { icon: LocalHospitalOutlined, color: 'error.main', background: 'error.light' },
  annual: { icon: BeachAccessOutlined, color: 'info.main', background: 'info.light' },
  casual: { icon: WbSunnyOutlined, color: 'warning.dark', background: 'warning.light' },
  other: { icon: EventAvailableOutlined, color: 'success.dark', background: 'success.light' },
};

/** The round icon of a leave type, its picture and colour chosen by keyword (spec §9). */
export function LeaveTypeIcon({ type }: { type: Pick<LeaveType, 'name' | 'code'> }) {
  const tone = TONES[leaveTone(type)];
  const Icon = tone.icon;
  return (
    <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: tone.background, color: tone.color, flexShrink: 0 }}>
      <Icon fontSize="small" />
    </Box>
  );
}
