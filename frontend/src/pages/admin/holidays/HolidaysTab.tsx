import { TabNotBuilt } from '../../../components/TabNotBuilt';

export function HolidaysTab() {
  return <TabNotBuilt title="Holidays" />;
}
