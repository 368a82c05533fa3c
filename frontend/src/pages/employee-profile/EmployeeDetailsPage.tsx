import { Box, Button } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { LinkBase, useGetOne, useParams } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { EmployeeProfileView } from './EmployeeProfileView';

/** /employee-details/{id}: any user's profile, for admins, who may change every field (spec part 2 §2). */
export default function EmployeeDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const userId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : undefined;
  const { data: user } = useGetOne<{ id: number; name: string }>('users', { id: userId ?? 0 }, { enabled: userId !== undefined, retry: false });
  if (userId === undefined) return <NotFoundPage />;
  return (
    <>
      <PageTitle title={user ? `Employee Details · ${user.name}` : 'Employee Details'} description="Employee profile" />
      <Box sx={{ mb: 2 }}>
        <Button component={LinkBase} to="/users" startIcon={<ArrowBackRounded />} color="inherit" size="small">
          Back to users
        </Button>
      </Box>
      <EmployeeProfileView userId={userId} isAdmin fallbackName={user?.name ?? `User #${userId}`} />
    </>
  );
}
