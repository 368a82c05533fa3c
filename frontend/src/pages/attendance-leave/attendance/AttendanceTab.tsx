import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function AttendanceTab() {
  return <TabNotBuilt title="Attendance" />;
}
