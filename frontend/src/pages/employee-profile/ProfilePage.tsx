import { PageTitle } from '../../components/PageTitle';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmployeeProfileView } from './EmployeeProfileView';

/** /profile: the agent's own employee profile, filled in and submitted once (spec part 2 §2). */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageTitle title="Your Profile" description="Your employee profile" />
      {user ? <EmployeeProfileView userId={user.id} isAdmin={false} fallbackName={user.name} /> : null}
    </>
  );
}
