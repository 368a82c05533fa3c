import { Suspense, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Navigate, useLocation } from 'react-admin';
import type { AppIdentity } from '../api/types';
import { ChangePasswordDialog } from '../auth/ChangePasswordDialog';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullScreenSpinner, PageSpinner } from '../components/FullScreenSpinner';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { SidebarProvider } from './SidebarContext';

function Shell({ user, children }: { user: AppIdentity; children: ReactNode }) {
  const { pathname } = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  // While the temporary-password flag is set the dialog is forced open (DECISIONS: must_change_password).
  const forced = user.must_change_password;

  return (
    <SidebarProvider defaultOpen={user.role !== 'agent'}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppSidebar user={user} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppHeader user={user} onChangePassword={() => setChangingPassword(true)} />
          <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 2, md: 3 }, maxWidth: 1440, width: '100%', mx: 'auto' }}>
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<PageSpinner />}>{children}</Suspense>
            </ErrorBoundary>
          </Box>
        </Box>
      </Box>
      <ChangePasswordDialog open={forced || changingPassword} forced={forced} onClose={() => setChangingPassword(false)} />
    </SidebarProvider>
  );
}

/** Sends a visitor who is not logged in to /auth, remembering the page they wanted. */
function ToSignIn() {
  const { pathname, search } = useLocation();
  return <Navigate to="/auth" replace state={{ nextPathname: pathname, nextSearch: search }} />;
}

/**
 * The layout of every protected route, and their gate (spec §2 routing rules): a full-screen spinner while the
 * user loads, /auth for visitors who are not logged in, then the shell.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, isPending, error, refetch } = useCurrentUser();

  if (isPending) return <FullScreenSpinner />;
  if (error) {
    return (
      <Box sx={{ maxWidth: 520, mx: 'auto', mt: 12, px: 2 }}>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Retry</Button>}>
          <AlertTitle>Cannot reach the server</AlertTitle>
          {error.message || 'Please check your connection and try again.'}
        </Alert>
      </Box>
    );
  }
  if (!user) return <ToSignIn />;
  return <Shell user={user}>{children}</Shell>;
}
