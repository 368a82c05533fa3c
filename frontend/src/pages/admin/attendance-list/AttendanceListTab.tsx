import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function AttendanceListTab() {
  return <TabNotBuilt title="Attendance List" />;
}
