import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Navigate, useLocation } from 'react-admin';
import { BrandMark } from '../components/BrandMark';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { APP_NAME } from '../components/PageTitle';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { useCurrentUser } from './useCurrentUser';

const FEATURES = [
  {
    icon: PeopleAltOutlined,
    title: 'Customer Management',
    text: 'Every loan account in one place: dues, payment history, follow-ups and call outcomes.',
  },
  {
    icon: WorkspacesOutlined,
    title: 'Group Organization',
    text: 'Organise customers into groups and assign agents, so each team works its own book.',
  },
  {
    icon: UploadFileOutlined,
    title: 'Data Import',
    text: 'Bring in new allocations from a CSV file, review the preview, and import them into a lead cycle.',
  },
] as const;

/** Where to go after signing in: back to the page that sent the visitor here, or the dashboard. */
function nextPath(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/') || nextPathname.startsWith('/auth')) return '/';
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}

type AuthTab = 'login' | 'register';

/** /auth: Login and Create an account tabs beside a marketing panel (spec §2). */
export function AuthPage() {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>('login');

  useEffect(() => {
    document.title = `Sign in · ${APP_NAME}`;
  }, []);

  if (isPending) return <FullScreenSpinner />;
  // A logged-in user goes on, unless they still have to replace a temporary password (spec §2 routing rules).
  if (user && !user.must_change_password) return <Navigate to={nextPath(location.state)} replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, bgcolor: 'background.default' }}>
      <Box
        component="main"
        sx={{ flex: { md: '1 1 55%' }, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 }, order: { xs: 0, md: 1 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', mb: 3 }}>
            <BrandMark />
          </Box>
          <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {tab === 'login' ? 'Sign in with your work email to continue.' : 'Join your team to start working your accounts.'}
          </Typography>
          <Card>
            <Tabs
              value={tab}
              onChange={(_, value: AuthTab) => setTab(value)}
              variant="fullWidth"
              aria-label="Sign in or create an account"
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="login" label="Login" id="auth-tab-login" aria-controls="auth-panel-login" />
              <Tab value="register" label="Create an account" id="auth-tab-register" aria-controls="auth-panel-register" />
            </Tabs>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
                {tab === 'login' ? <LoginForm /> : <RegisterForm onRegistered={() => setTab('login')} />}
              </div>
            </CardContent>
          </Card>
        </Box>
      </Box>

      <Box
        component="aside"
        aria-label={`About ${APP_NAME}`}
        sx={{
          flex: { md: '1 1 45%' },
          maxWidth: { md: 620 },
          order: { xs: 1, md: 0 },
          color: '#fff',
          background: 'radial-gradient(120% 80% at 0% 0%, #3b82f6 0%, #1d4ed8 45%, #1e3a8a 100%)',
          p: { xs: 4, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          gap: 5,
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <BrandMark inverted />
        </Box>
        <Box sx={{ my: { md: 'auto' } }}>
          <Typography variant="h3" component="p" sx={{ color: '#fff', mb: 1.5, fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.2 }}>
            Recover more, with every call counted.
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.8)', mb: 4, maxWidth: 460 }}>
            The workspace for collections teams: customers, calls, follow-ups and imports in one place.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Box component="li" key={title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: '10px', display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.14)' }}>
                  <Icon fontSize="small" />
                </Box>
                <Box>
                  <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', color: '#fff' }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.78)' }}>
                    {text}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.6)', display: { xs: 'none', md: 'block' } }}>
          © {new Date().getFullYear()} {APP_NAME}
        </Typography>
      </Box>

      {user?.must_change_password ? <ChangePasswordDialog open forced /> : null}
    </Box>
  );
}
