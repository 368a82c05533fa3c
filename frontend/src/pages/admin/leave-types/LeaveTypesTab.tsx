import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function LeaveTypesTab() {
  return <TabNotBuilt title="Leave Types" />;
}
