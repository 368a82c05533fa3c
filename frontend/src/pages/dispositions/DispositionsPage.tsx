import { Button, Card } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useLocation, useNavigate } from 'react-admin';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { canAccess } from '../../providers/canAccess';
import { useDispositionLists } from './disposition-api';
import { parseListParam, type DispositionList } from './disposition-rules';
import { DispositionListsView } from './DispositionListsView';
import { DispositionStatusesView } from './DispositionStatusesView';

/**
 * /dispositions (spec §2 "Disposition management"): the lists, or the statuses of one list. The list shown is
 * part of the address (`?list=3`), so reload, back and forward keep the view.
 *
 * Writes are admin-only on the server (docs/decisions.md), so only admins get the New, edit, delete and
 * enable/disable controls; anyone else who reaches the page sees read-only tables.
 */
export function DispositionsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const canManage = canAccess(user?.role, { resource: 'dispositions', action: 'edit' });
  const canSync = canAccess(user?.role, { resource: 'dispositions', action: 'sync' });
  const listId = parseListParam(location.search);
  const lists = useDispositionLists();

  const show = (list: DispositionList | null) => navigate({ pathname: location.pathname, search: list ? `?list=${list.id}` : '' });

  const list = listId !== null ? lists.data?.find((l) => l.id === listId) : undefined;
  const missing = listId !== null && lists.data !== undefined && !list;

  return (
    <>
      <PageTitle title={list ? `${list.name} · Dispositions` : 'Dispositions'} description="Disposition lists and statuses" />
      {listId === null ? (
        <DispositionListsView canManage={canManage} canSync={canSync} onManage={show} />
      ) : missing ? (
        <Card>
          <EmptyState
            icon={SearchOffRounded}
            title="Disposition list not found"
            hint="It may have been deleted."
            action={
              <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={() => show(null)}>
                Back to Lists
              </Button>
            }
          />
        </Card>
      ) : (
        <DispositionStatusesView list={list} listId={listId} canManage={canManage} canSync={canSync} onBack={() => show(null)} />
      )}
    </>
  );
}

export default DispositionsPage;
