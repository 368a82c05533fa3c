import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { CenteredMessageCard } from './CenteredMessageCard';

/** A tab of a staff screen whose issue has not been built yet (the tab-level twin of ComingSoonPage). */
export function TabNotBuilt({ title }: { title: string }) {
  return (
    <CenteredMessageCard
      icon={ConstructionOutlined}
      tone="primary"
      title={`${title} is coming soon`}
      message="This part of the screen is still being built."
      maxWidth={640}
      paddingY={6}
      testId="tab-not-built"
    />
  );
}
