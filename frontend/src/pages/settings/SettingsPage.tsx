import { Box, Card, CircularProgress, Divider, Skeleton, Switch, Typography } from '@mui/material';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { RememberedTabs, tabPanelProps } from '../../components/RememberedTabs';
import { CallAttemptsCard } from './CallAttemptsCard';
import { ExemptEmailsCard } from './ExemptEmailsCard';
import { LinkHostsCard } from './LinkHostsCard';
import { OfficeLocationsCard } from './OfficeLocationsCard';
import { useSetting } from './useSetting';

const TABS = [
  { id: 'visibility', label: 'Visibility & Access', icon: <VisibilityOutlined fontSize="small" /> },
  { id: 'notifications', label: 'Notifications', icon: <NotificationsNoneOutlined fontSize="small" /> },
  { id: 'customization', label: 'Customization', icon: <PaletteOutlined fontSize="small" /> },
] as const;

/** The agentsCanSeeAllCustomers switch (spec §2): saved as the string "true"/"false". */
function CustomerVisibilityCard() {
  const { value, isPending, save, isSaving, savingValue } = useSetting('agentsCanSeeAllCustomers');
  const checked = (savingValue ?? value) === 'true';
  return (
    <Card component="section" aria-labelledby="visibility-title">
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography variant="subtitle1" component="h2" id="visibility-title">
          Customer visibility
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Decide which customers agents work with.
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="label" htmlFor="agents-can-see-all" sx={{ fontWeight: 600, display: 'block', cursor: 'pointer' }}>
            Agents can see all customers
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {checked
              ? 'On: every agent sees every customer, including unassigned ones.'
              : 'Off: agents see only the customers of the groups they are assigned to.'}
          </Typography>
        </Box>
        {isSaving ? <CircularProgress size={18} aria-label="Saving" /> : null}
        {isPending ? (
          <Skeleton variant="rounded" width={58} height={34} />
        ) : (
          <Switch
            id="agents-can-see-all"
            checked={checked}
            disabled={isSaving}
            onChange={(event) => void save(event.target.checked ? 'true' : 'false').catch(() => undefined)}
            slotProps={{ input: { role: 'switch', 'aria-describedby': 'visibility-title' } }}
          />
        )}
      </Box>
    </Card>
  );
}

function ComingSoonTab({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <EmptyState icon={ConstructionOutlined} title={`${title} settings are coming soon`} hint={text} />
    </Card>
  );
}

/** /settings (spec §2): Visibility & Access, Notifications (coming soon), Customization (coming soon). Admin only. */
export function SettingsPage() {
  return (
    <>
      <PageTitle title="Settings" description="Visibility, access and customization" />
      <RememberedTabs
        storeKey="settings.tab"
        tabs={TABS}
        idPrefix="settings"
        aria-label="Settings sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        scrollButtons="auto"
      >
        {(tab) => (
          <Box {...tabPanelProps('settings', tab)} sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
            {tab === 'visibility' ? (
              <>
                <CustomerVisibilityCard />
                <OfficeLocationsCard />
                <ExemptEmailsCard />
                <LinkHostsCard />
                <CallAttemptsCard />
              </>
            ) : null}
            {tab === 'notifications' ? <ComingSoonTab title="Notification" text="Choose which follow-up, import and leave alerts reach you and your team." /> : null}
            {tab === 'customization' ? <ComingSoonTab title="Customization" text="Branding, default page sizes and dashboard layout will be configurable here." /> : null}
          </Box>
        )}
      </RememberedTabs>
    </>
  );
}

export default SettingsPage;
