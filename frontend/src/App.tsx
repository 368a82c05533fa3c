import { lazy, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore, reactRouterProvider, type DataProvider, type AuthProvider } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import { AuthPage } from './auth/AuthPage';
import { AccessDenied } from './components/AccessDenied';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { PageTitle } from './components/PageTitle';
import { RequireAccess } from './components/RequireAccess';
import { AppNotification } from './components/Toast';
import { AppLayout } from './layout/AppLayout';
import { ComingSoonPage } from './pages/coming-soon/ComingSoonPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import type { AppResource } from './providers/canAccess';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider } from './providers/dataProvider';
import { queryClient as defaultQueryClient } from './providers/queryClient';
import { AdminDashboardPage } from './pages/admin';
import { AttendanceLeavePage } from './pages/attendance-leave';
import { AuditListPage } from './pages/audit';
import { CallDetailsPage, CallHistoryPage } from './pages/calls';
import { CsvUploadPage } from './pages/csv-upload';
import { DashboardPage } from './pages/dashboard';
import { DispositionsPage } from './pages/dispositions';
import { EmployeeDetailsPage, ProfilePage } from './pages/employee-profile';
import { LeadListPage } from './pages/lead-list';
import { ReportsPage } from './pages/reports';
import { WorklistPage } from './pages/worklist';
import { CustomerDetailPage, CustomerListPage } from './resources/customers';
import { GroupListPage } from './resources/groups';
import { LeadCycleListPage } from './resources/lead-cycles';
import users from './resources/users';
import { theme } from './theme';

const { Route } = reactRouterProvider;

const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));
const IntegrationsPage = lazy(() => import('./integrations/IntegrationsPage'));
const CoveragePage = lazy(() => import('./coverage/CoveragePage'));

/** A refusal shown in the page, under the page's own title. */
function denied(title: string, message: string, heading?: string) {
  return (
    <>
      <PageTitle title={title} />
      <AccessDenied title={heading} message={message} />
    </>
  );
}

interface PageRoute {
  path: string;
  title: string;
  description?: string;
  resource: AppResource;
  /** What a user without access sees; without it they are sent to / (spec §2 routing rules). */
  whenDenied?: ReactNode;
  element?: ReactNode;
}

/**
 * The screens of spec §2 besides /auth, / and /users, each a lazy-loaded page. Those not built yet show a
 * "coming soon" page; each issue sets `element` to its page.
 *
 * Access: admin-only and agent-only routes send others to / (spec §2) - except the pages whose spec gives
 * an in-page refusal text (CSV upload, settings, admin dashboard, attendance & leave), which show it.
 */
const PAGES: PageRoute[] = [
  { path: '/customers', title: 'Customers', description: 'Browse and search loan accounts', resource: 'customers', element: <CustomerListPage /> },
  {
    path: '/customers/:loanApplicationNo',
    title: 'Customer',
    description: 'Loan, payments and feedback',
    resource: 'customers',
    element: <CustomerDetailPage />,
  },
  { path: '/worklist', title: 'Worklist', description: 'Who to call next, in order', resource: 'worklist', element: <WorklistPage /> },
  { path: '/groups', title: 'Groups', description: 'Customer groups and their agents', resource: 'groups', element: <GroupListPage /> },
  { path: '/calls', title: 'Call History', description: 'Calls placed through the dialer', resource: 'calls', element: <CallHistoryPage /> },
  { path: '/calls/:id', title: 'Call Details', description: 'Recording, transcript and notes', resource: 'calls', element: <CallDetailsPage /> },
  {
    path: '/admin',
    title: 'Admin Dashboard',
    description: 'Attendance and leave across the team',
    resource: 'admin-dashboard',
    whenDenied: denied('Admin Dashboard', 'Admin access only'),
    element: <AdminDashboardPage />,
  },
  {
    path: '/reports',
    title: 'Reports',
    description: 'Cycle over cycle, groups and agents, dispositions',
    resource: 'reports',
    element: <ReportsPage />,
  },
  { path: '/coverage', title: 'Coverage', description: 'Who is at work in each group, and the work due', resource: 'coverage', element: <CoveragePage /> },
  {
    path: '/lead-cycle',
    title: 'Lead Cycles',
    description: 'Pre-EMI, Overdue and Overdue-HB cycles',
    resource: 'lead-cycles',
    element: <LeadCycleListPage />,
  },
  {
    path: '/integrations',
    title: 'Integrations',
    description: 'API keys and webhooks for other systems',
    resource: 'integrations',
    element: <IntegrationsPage />,
  },
  {
    path: '/csv-upload',
    title: 'CSV Upload',
    description: 'Import customers from a CSV file',
    resource: 'csv-upload',
    whenDenied: denied('CSV Upload', 'Only administrators can access the CSV upload feature.', 'Access Denied'),
    element: <CsvUploadPage />,
  },
  {
    path: '/settings',
    title: 'Settings',
    description: 'Visibility, access and customization',
    resource: 'settings',
    whenDenied: denied('Settings', 'You do not have permission to view settings. Please contact an administrator.', 'Access Denied'),
    element: <SettingsPage />,
  },
  { path: '/dispositions', title: 'Dispositions', description: 'Disposition lists and statuses', resource: 'dispositions', element: <DispositionsPage /> },
  { path: '/tata-lead-list', title: 'Lead List', description: 'Dialer lead lists', resource: 'tata-lead-list', element: <LeadListPage /> },
  {
    path: '/attendance-leave',
    title: 'Attendance & Leave',
    description: 'Check-ins, attendance and leave',
    resource: 'attendance-leave',
    whenDenied: denied('Attendance & Leave', 'Access Restricted - This page is only available for agents.'),
    element: <AttendanceLeavePage />,
  },
  { path: '/profile', title: 'Your Profile', description: 'Your employee profile', resource: 'profile', element: <ProfilePage /> },
  {
    path: '/employee-details/:id',
    title: 'Employee Details',
    description: 'Employee profile',
    resource: 'employee-details',
    element: <EmployeeDetailsPage />,
  },
];

export interface AppProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  queryClient?: QueryClient;
}

export function App({ dataProvider = defaultDataProvider, authProvider = defaultAuthProvider, queryClient = defaultQueryClient }: AppProps) {
  return (
    <Admin
      disableTelemetry
      title="Collections CRM"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      store={localStorageStore(undefined, 'CollectionsCRM')}
      theme={theme}
      layout={AppLayout}
      loginPage={false}
      dashboard={DashboardPage}
      catchAll={NotFoundPage}
      loading={FullScreenSpinner}
      notification={AppNotification}
    >
      <CustomRoutes noLayout>
        <Route path="/auth" element={<AuthPage />} />
      </CustomRoutes>
      <Resource name="users" {...users} />
      <Resource name="audit" list={AuditListPage} />
      <CustomRoutes>
        {PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <RequireAccess resource={page.resource} denied={page.whenDenied}>
                {page.element ?? <ComingSoonPage title={page.title} description={page.description} />}
              </RequireAccess>
            }
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
