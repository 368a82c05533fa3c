import { Box, Typography } from '@mui/material';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { DashboardStats } from '../../api/types';
import { CUSTOMER_STATUS_COLORS } from '../../components/CustomerStatusBadge';
import { formatNumber } from '../../i18n/format';

export interface StatusSlice {
  key: 'overdue' | 'partially_paid' | 'paid';
  name: string;
  value: number;
  color: string;
}

/** The pie's slices in spec order: Overdue, Partially Paid, Paid. */
export function statusSlices(counts: DashboardStats['customerStatusCounts']): StatusSlice[] {
  return [
    { key: 'overdue', name: 'Overdue', value: counts.overdue, color: CUSTOMER_STATUS_COLORS.overdue.chart },
    { key: 'partially_paid', name: 'Partially Paid', value: counts.partialPaid, color: CUSTOMER_STATUS_COLORS.partially_paid.chart },
    { key: 'paid', name: 'Paid', value: counts.paid, color: CUSTOMER_STATUS_COLORS.paid.chart },
  ];
}

function percent(value: number, total: number): string {
  return total === 0 ? '0%' : `${Math.round((value / total) * 100)}%`;
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
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={slices} dataKey="value" nameKey="name" innerRadius={72} outerRadius={110} paddingAngle={total > 0 ? 2 : 0} stroke="#fff" strokeWidth={2} isAnimationActive={false}>
              {slices.map((slice) => (
                <Cell key={slice.key} fill={slice.color} />
              ))}
            </Pie>
            <Tooltip
              formatter={(value, name) => [`${formatNumber(Number(value))} (${percent(Number(value), total)})`, String(name)]}
              contentStyle={{ borderRadius: 8, border: '1px solid #e2e8f0', fontSize: 13 }}
            />
          </PieChart>
        </ResponsiveContainer>
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
