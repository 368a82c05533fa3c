import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function AttendanceRequestsTab() {
  return <TabNotBuilt title="Attendance Requests" />;
}
