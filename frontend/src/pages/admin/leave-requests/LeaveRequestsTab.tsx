import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function LeaveRequestsTab() {
  return <TabNotBuilt title="Leave Requests" />;
}
