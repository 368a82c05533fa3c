import { Box, Typography } from '@mui/material';
import type { DashboardStats } from '../../api/types';
import { CUSTOMER_STATUS_COLORS } from '../../components/CustomerStatusBadge';
import { formatNumber } from '../../i18n/format';

interface StatusSlice {
  key: 'overdue' | 'partially_paid' | 'paid';
  name: string;
  value: number;
  color: string;
}

/** The pie's slices in spec order: Overdue, Partially Paid, Paid. */
function statusSlices(counts: DashboardStats['customerStatusCounts']): StatusSlice[] {
  return [
    { key: 'overdue', name: 'Overdue', value: counts.overdue, color: CUSTOMER_STATUS_COLORS.overdue.chart },
    { key: 'partially_paid', name: 'Partially Paid', value: counts.partialPaid, color: CUSTOMER_STATUS_COLORS.partially_paid.chart },
    { key: 'paid', name: 'Paid', value: counts.paid, color: CUSTOMER_STATUS_COLORS.paid.chart },
  ];
}

function percent(value: number, total: number): string {
  return total === 0 ? '0%' : `${Math.round((value / total) * 100)}%`;
}

const SIZE = 240;
/** The ring runs between radii 72 and 110 of the 240 box: drawn as one stroked circle per slice. */
const RING_RADIUS = 91;
const RING_WIDTH = 38;
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;
/** The white gap between two slices, along the ring. */
const GAP = 4;

/**
 * The donut as plain SVG (a dash of the ring per slice, starting at 12 o'clock, clockwise): a chart library would
 * add about 80 KB to the dashboard's first load for three arcs. Each slice's title is its tooltip.
 */
function DonutRing({ slices, total }: { slices: StatusSlice[]; total: number }) {
  const shown = slices.filter((slice) => slice.value > 0);
  const gap = shown.length > 1 ? GAP : 0;
  let start = 0;
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%" aria-hidden="true">
      <circle cx={SIZE / 2} cy={SIZE / 2} r={RING_RADIUS} fill="none" stroke="#e2e8f0" strokeWidth={RING_WIDTH} />
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
        {shown.map((slice) => {
          const length = (slice.value / total) * CIRCUMFERENCE;
          const dash = Math.max(length - gap, 0.5);
          const offset = -start;
          start += length;
          return (
            <circle
              key={slice.key}
              data-slice={slice.key}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RING_RADIUS}
              fill="none"
              stroke={slice.color}
              strokeWidth={RING_WIDTH}
              strokeDasharray={`${dash} ${CIRCUMFERENCE - dash}`}
              strokeDashoffset={offset}
            >
              <title>{`${slice.name}: ${formatNumber(slice.value)} (${percent(slice.value, total)})`}</title>
            </circle>
          );
        })}
      </g>
    </svg>
  );
}

/** Customer Status Overview: a donut with the total in its middle and a legend with counts and shares. */
export default function StatusPie({ counts }: { counts: DashboardStats['customerStatusCounts'] }) {
  const slices = statusSlices(counts);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 4 }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'center' }}>
      <Box
        sx={{ position: 'relative', width: 240, height: 240, flexShrink: 0 }}
        role="img"
        aria-label={`Customer status: ${slices.map((s) => `${s.name} ${s.value}`).join(', ')}`}
        data-testid="status-pie"
      >
        <DonutRing slices={slices} total={total} />
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.1 }}>{formatNumber(total)}</Typography>
            <Typography variant="caption" color="text.secondary">
              customers
            </Typography>
          </Box>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, minWidth: 200, flex: { sm: '0 1 260px' } }} aria-label="Legend">
        {slices.map((slice) => (
          <Box component="li" key={slice.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '4px', bgcolor: slice.color, flexShrink: 0 }} />
            <Typography variant="body2" sx={{ flex: 1, color: 'text.primary', fontWeight: 500 }}>
              {slice.name}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(slice.value)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ width: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {percent(slice.value, total)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
