import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import { PageTitle } from '../../components/PageTitle';
import { RememberedTabs, tabPanelProps, type TabSpec } from '../../components/RememberedTabs';
import { AttendanceTab } from './attendance/AttendanceTab';
import { LeaveManagementTab } from './leave/LeaveManagementTab';

type AttendanceLeaveTab = 'attendance' | 'leave';

const TABS: ReadonlyArray<TabSpec<AttendanceLeaveTab>> = [
  { id: 'attendance', label: 'Attendance' },
  { id: 'leave', label: 'Leave Management' },
];

const PANELS: Record<AttendanceLeaveTab, ComponentType> = {
  attendance: AttendanceTab,
  leave: LeaveManagementTab,
};

/** /attendance-leave (agents): the Attendance and Leave Management tabs of spec part 2 §2, the choice remembered. */
export default function AttendanceLeavePage() {
  return (
    <>
      <PageTitle title="Attendance & Leave" description="Check-ins, attendance and leave" />
      <RememberedTabs storeKey="attendance-leave.tab" tabs={TABS} idPrefix="attendance-leave" aria-label="Attendance and leave" variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
        {(active) => {
          const Panel = PANELS[active];
          return (
            <Box {...tabPanelProps('attendance-leave', active)}>
              <Panel />
            </Box>
          );
        }}
      </RememberedTabs>
    </>
  );
}
