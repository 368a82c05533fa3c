import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { CenteredMessageCard } from '../../components/CenteredMessageCard';
import { PageTitle } from '../../components/PageTitle';

/** Placeholder for a screen of spec §2 whose issue has not been built yet. */
export function ComingSoonPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageTitle title={title} description={description} />
      <CenteredMessageCard
        icon={ConstructionOutlined}
        tone="primary"
        title={`${title} is coming soon`}
        message="This screen is still being built. Everything else in the menu that is ready can be used as usual."
        maxWidth={640}
        paddingY={6}
        testId="coming-soon"
      />
    </>
  );
}
