import { Box, Card } from '@mui/material';
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
import { SwitchSettingCard } from './SwitchSettingCard';
import { useSetting } from './useSetting';

const TABS = [
  { id: 'visibility', label: 'Visibility & Access', icon: <VisibilityOutlined fontSize="small" /> },
  { id: 'notifications', label: 'Notifications', icon: <NotificationsNoneOutlined fontSize="small" /> },
  { id: 'customization', label: 'Customization', icon: <PaletteOutlined fontSize="small" /> },
] as const;

/** The agentsCanSeeAllCustomers switch (spec §2): saved as the string "true"/"false". */
function CustomerVisibilityCard() {
  const { value, isPending, save, isSaving, savingValue } = useSetting('agentsCanSeeAllCustomers');
  return (
    <SwitchSettingCard
      id="visibility"
      title="Customer visibility"
      description="Decide which customers agents work with."
      label="Agents can see all customers"
      onText="On: every agent sees every customer, including unassigned ones."
      offText="Off: agents see only the customers of the groups they are assigned to."
      checked={(savingValue ?? value) === 'true'}
      isPending={isPending}
      isSaving={isSaving}
      onChange={(checked) => void save(checked ? 'true' : 'false').catch(() => undefined)}
    />
  );
}

/** maskCustomerNumbersForAgents (issue 31): agents see 98XXXXX210 and call and send links by the number's slot. */
function NumberMaskingCard() {
  const { value, isPending, save, isSaving, savingValue } = useSetting('maskCustomerNumbersForAgents');
  return (
    <SwitchSettingCard
      id="number-masking"
      title="Customer numbers"
      description="Decide whether agents see customers' phone numbers."
      label="Mask customer numbers for agents"
      onText="On: agents see numbers as 98XXXXX210 and can still call and send links. Administrators see them in full."
      offText="Off: agents see customers' numbers in full."
      checked={(savingValue ?? value) === true}
      isPending={isPending}
      isSaving={isSaving}
      onChange={(checked) => void save(checked).catch(() => undefined)}
    />
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
                <NumberMaskingCard />
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
