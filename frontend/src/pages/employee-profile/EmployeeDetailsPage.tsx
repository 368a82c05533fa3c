import { Box, Button, Card } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { LinkBase, useGetOne, useParams } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { statusOf } from '../../providers/httpClient';
import { EmployeeProfileView } from './EmployeeProfileView';

/** /employee-details/{id}: any user's profile, for admins, who may change every field (spec part 2 §2). */
export default function EmployeeDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const userId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : undefined;
  const { data: user, error } = useGetOne<{ id: number; name: string }>('users', { id: userId ?? 0 }, { enabled: userId !== undefined, retry: false });
  const noSuchUser = userId === undefined || statusOf(error) === 404;
  return (
    <>
      <PageTitle title="Employee Details" description={user ? `Employee profile of ${user.name}` : 'Employee profile'} />
      <Box sx={{ mb: 2 }}>
        <Button component={LinkBase} to="/users" startIcon={<ArrowBackRounded />} color="inherit" size="small">
          Back to users
        </Button>
      </Box>
      {noSuchUser ? (
        <Card>
          <EmptyState icon={PersonOffOutlined} title="No such user" hint="The link may be old, or the user id mistyped. Open a profile from the Users list." />
        </Card>
      ) : (
        <EmployeeProfileView userId={userId} isAdmin fallbackName={user?.name ?? `User #${userId}`} />
      )}
    </>
  );
}
