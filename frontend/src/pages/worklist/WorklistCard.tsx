import { Box, Button, Card, LinearProgress, Typography } from '@mui/material';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useNavigate } from 'react-admin';
import type { WorklistSectionKey } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { formatNumber } from '../../i18n/format';
import { useWorklist } from './worklist-api';
import { nextCustomer, totalCount, worklistCustomerPath, type FromWorklist } from './worklist-rules';
import { WorklistSectionBlock, WorklistSectionSkeleton } from './WorklistSectionBlock';

/** The sections' titles while the first answer loads (the server names them afterwards). */
const LOADING_SECTIONS: { key: WorklistSectionKey; title: string }[] = [
  { key: 'due_follow_ups', title: 'Follow-ups due' },
  { key: 'promises_due', title: 'Promises due today' },
  { key: 'broken_promises', title: 'Broken promises' },
  { key: 'never_contacted', title: 'Never contacted' },
];

export interface WorklistCardProps {
  title: string;
  /** An admin's choice of agent; absent for one's own queue (or an admin's whole floor). */
  agentId?: number;
  /** Customers listed per section. */
  limit?: number;
  /** Where the customer page's Back goes. */
  from: string;
}

/**
 * The day's queue in the order to work it: follow-ups due, promises due today, broken promises, never contacted.
 * "Next customer" opens the first; each row opens its customer.
 */
export function WorklistCard({ title, agentId, limit = 25, from }: WorklistCardProps) {
  const navigate = useNavigate();
  const worklist = useWorklist(agentId, limit);
  const sections = worklist.data?.sections;
  const linkState: FromWorklist = { from, worklist: true, ...(agentId === undefined ? {} : { agentId }) };
  const next = sections ? nextCustomer(sections) : undefined;
  const total = sections ? totalCount(sections) : undefined;
  const now = new Date();

  let body;
  if (sections && total === 0) {
    body = <EmptyState icon={ChecklistRounded} title="Nothing to work right now" hint="Follow-ups, promises to pay and new allocations appear here as they fall due." />;
  } else if (sections) {
    body = (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2, p: { xs: 1.5, sm: 2 }, pt: { xs: 0, sm: 0 } }}>
        {sections.map((section) => (
          <WorklistSectionBlock key={section.key} section={section} linkState={linkState} now={now} />
        ))}
      </Box>
    );
  } else if (worklist.error) {
    body = <LoadErrorState title="Failed to fetch the worklist" error={worklist.error} onRetry={() => worklist.refetch()} />;
  } else {
    body = (
      <Box aria-busy="true" aria-label="Loading the worklist" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2, p: { xs: 1.5, sm: 2 }, pt: { xs: 0, sm: 0 } }}>
        {LOADING_SECTIONS.map((section) => (
          <WorklistSectionSkeleton key={section.key} sectionKey={section.key} title={section.title} />
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby="worklist-title" sx={{ position: 'relative' }}>
      {worklist.isFetching && !worklist.isPending ? (
        <LinearProgress aria-label="Refreshing the worklist" sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} />
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 2 }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id="worklist-title">
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {total === undefined ? 'In the order to work them' : `${formatNumber(total)} to work, in this order`}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<PlayArrowRounded />}
          disabled={!next}
          onClick={() => next && navigate(worklistCustomerPath(next), { state: linkState })}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Next customer
        </Button>
      </Box>
      {body}
    </Card>
  );
}
