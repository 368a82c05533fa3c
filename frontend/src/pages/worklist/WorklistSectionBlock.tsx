import { Box, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import { LinkBase } from 'react-admin';
import type { WorklistSection, WorklistSectionKey } from '../../api/types';
import { CustomerStatusBadge } from '../../components/CustomerStatusBadge';
import { formatNumber } from '../../i18n/format';
import { EMPTY_SECTION_TEXT, rowReason, worklistCustomerPath, type FromWorklist } from './worklist-rules';

const SECTION_LOOK: Record<WorklistSectionKey, { icon: SvgIconComponent; color: string }> = {
  due_follow_ups: { icon: AlarmOutlined, color: '#d97706' },
  promises_due: { icon: HandshakeOutlined, color: '#2563eb' },
  broken_promises: { icon: HeartBrokenOutlined, color: '#dc2626' },
  never_contacted: { icon: FiberNewOutlined, color: '#7c3aed' },
};

function SectionHeading({ sectionKey, title, count }: { sectionKey: WorklistSectionKey; title: string; count?: number }) {
  const { icon: Icon, color } = SECTION_LOOK[sectionKey];
  const id = `worklist-${sectionKey}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2, py: 1.25 }}>
      <Box sx={{ width: 32, height: 32, borderRadius: '8px', display: 'grid', placeItems: 'center', bgcolor: `${color}1a`, color, flexShrink: 0 }}>
        <Icon fontSize="small" />
      </Box>
      <Typography variant="subtitle2" component="h3" id={id} sx={{ flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {count === undefined ? (
        <Skeleton variant="rounded" width={32} height={22} />
      ) : (
        <Chip size="small" label={formatNumber(count)} aria-label={`${count} customers`} sx={{ fontWeight: 700, bgcolor: count ? `${color}1a` : 'grey.100', color: count ? color : 'text.secondary' }} />
      )}
    </Box>
  );
}

/** One section of the worklist: its heading and count, then its customers, each opening the customer's page. */
export function WorklistSectionBlock({ section, linkState, now }: { section: WorklistSection; linkState: FromWorklist; now: Date }) {
  const hidden = section.count - section.customers.length;
  return (
    <Box component="section" aria-labelledby={`worklist-${section.key}`} data-testid="worklist-section" sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', overflow: 'hidden', minWidth: 0 }}>
      <SectionHeading sectionKey={section.key} title={section.title} count={section.count} />
      {section.customers.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {EMPTY_SECTION_TEXT[section.key]}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={`worklist-${section.key}`}>
          {section.customers.map((customer) => (
            <ListItem key={customer.id} disablePadding divider sx={{ '&:last-of-type': { borderBottom: 0 } }}>
              <ListItemButton component={LinkBase} to={worklistCustomerPath(customer)} state={linkState} sx={{ gap: 1.5, px: 2 }}>
                <ListItemText
                  primary={customer.name}
                  secondary={
                    <>
                      {`${customer.loan_application_no} · ${rowReason(section.key, customer, now)}`}
                      {customer.covering_for ? (
                        <Box component="span" sx={{ display: 'block', color: 'success.dark', fontWeight: 600 }}>
                          Covering for {customer.covering_for}
                        </Box>
                      ) : null}
                    </>
                  }
                  slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                  sx={{ minWidth: 0 }}
                />
                <CustomerStatusBadge status={customer.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {hidden > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          and {formatNumber(hidden)} more, listed as you work these
        </Typography>
      ) : null}
    </Box>
  );
}

/** A section's place while the worklist loads. */
export function WorklistSectionSkeleton({ sectionKey, title }: { sectionKey: WorklistSectionKey; title: string }) {
  return (
    <Box aria-hidden sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', overflow: 'hidden' }}>
      <SectionHeading sectionKey={sectionKey} title={title} />
      {Array.from({ length: 3 }, (_, row) => (
        <Box key={row} sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="45%" />
            <Skeleton variant="text" width="70%" />
          </Box>
          <Skeleton variant="rounded" width={64} height={24} />
        </Box>
      ))}
    </Box>
  );
}
