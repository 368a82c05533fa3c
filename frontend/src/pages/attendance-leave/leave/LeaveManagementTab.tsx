import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function LeaveManagementTab() {
  return <TabNotBuilt title="Leave Management" />;
}
