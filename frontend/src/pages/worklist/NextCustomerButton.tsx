import { Button, Tooltip } from '@mui/material';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import { useNavigate } from 'react-admin';
import { useWorklist } from './worklist-api';
import { nextCustomer, worklistCustomerPath, type FromWorklist } from './worklist-rules';

/**
 * On a customer opened from the worklist: the next customer to work. The queue refreshes when feedback is recorded
 * (its query sits under "customers"), so after feedback it offers the customer after this one.
 */
export function NextCustomerButton({ currentId, origin }: { currentId: number; origin: FromWorklist }) {
  const navigate = useNavigate();
  const worklist = useWorklist(origin.agentId);
  const next = worklist.data ? nextCustomer(worklist.data.sections, currentId) : undefined;
  if (worklist.data && !next) {
    return (
      <Button variant="outlined" size="small" disabled>
        Worklist done
      </Button>
    );
  }
  return (
    <Tooltip title={next ? `${next.name} · ${next.loan_application_no}` : ''}>
      <span>
        <Button
          variant="contained"
          size="small"
          endIcon={<SkipNextRounded />}
          disabled={!next}
          onClick={() => next && navigate(worklistCustomerPath(next), { state: origin })}
        >
          Next customer
        </Button>
      </span>
    </Tooltip>
  );
}
