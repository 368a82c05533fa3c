import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import { PageTitle } from '../../components/PageTitle';
import { RememberedTabs, tabPanelProps, type TabSpec } from '../../components/RememberedTabs';
import { AllLeavesTab } from './all-leaves/AllLeavesTab';
import { AttendanceListTab } from './attendance-list/AttendanceListTab';
import { AttendanceRequestsTab } from './attendance-requests/AttendanceRequestsTab';
import { HolidaysTab } from './holidays/HolidaysTab';
import { LeaveRequestsTab } from './leave-requests/LeaveRequestsTab';
import { LeaveTypesTab } from './leave-types/LeaveTypesTab';

type AdminTab = 'attendance-list' | 'leave-requests' | 'attendance-requests' | 'holidays' | 'all-leaves' | 'leave-types';

/** The six tabs of spec part 2 §2 "Admin dashboard", in the spec's order. */
const TABS: ReadonlyArray<TabSpec<AdminTab>> = [
  { id: 'attendance-list', label: 'Attendance List' },
  { id: 'leave-requests', label: 'Leave Requests' },
  { id: 'attendance-requests', label: 'Attendance Requests' },
  { id: 'holidays', label: 'Holidays' },
  { id: 'all-leaves', label: "All Users' Leaves" },
  { id: 'leave-types', label: 'Leave Types' },
];

const PANELS: Record<AdminTab, ComponentType> = {
  'attendance-list': AttendanceListTab,
  'leave-requests': LeaveRequestsTab,
  'attendance-requests': AttendanceRequestsTab,
  holidays: HolidaysTab,
  'all-leaves': AllLeavesTab,
  'leave-types': LeaveTypesTab,
};

/** /admin (admins): attendance and leave administration, the last chosen tab remembered. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageTitle title="Admin Dashboard" description="Attendance and leave across the team" />
      <RememberedTabs storeKey="admin-dashboard.tab" tabs={TABS} idPrefix="admin-dashboard" aria-label="Admin dashboard" variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
        {(active) => {
          const Panel = PANELS[active];
          return (
            <Box {...tabPanelProps('admin-dashboard', active)}>
              <Panel />
            </Box>
          );
        }}
      </RememberedTabs>
    </>
  );
}
