import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function AllLeavesTab() {
  return <TabNotBuilt title="All Users' Leaves" />;
}
