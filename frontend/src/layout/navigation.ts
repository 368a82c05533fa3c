import type { SvgIconComponent } from '@mui/icons-material';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { canAccess, type AppResource, type Role } from '../providers/canAccess';

export interface NavItem {
  to: string;
  label: string;
  icon: SvgIconComponent;
  resource: AppResource;
}

export interface NavSection {
  id: string;
  label?: string;
  items: NavItem[];
}

/** Spec §2 Layout: the sidebar links, in order. Who sees which comes from canAccess. */
const SECTIONS: NavSection[] = [
  {
    id: 'main',
    items: [
      { to: '/', label: 'Dashboard', icon: SpaceDashboardOutlined, resource: 'dashboard' },
      { to: '/worklist', label: 'Worklist', icon: ChecklistRounded, resource: 'worklist' },
      { to: '/customers', label: 'Customers', icon: PeopleAltOutlined, resource: 'customers' },
      { to: '/groups', label: 'Groups', icon: WorkspacesOutlined, resource: 'groups' },
      { to: '/calls', label: 'Call History', icon: PhoneInTalkOutlined, resource: 'calls' },
      { to: '/attendance-leave', label: 'Attendance & Leave', icon: EventAvailableOutlined, resource: 'attendance-leave' },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    items: [
      { to: '/admin', label: 'Admin Dashboard', icon: AdminPanelSettingsOutlined, resource: 'admin-dashboard' },
      { to: '/reports', label: 'Reports', icon: InsightsOutlined, resource: 'reports' },
      { to: '/coverage', label: 'Coverage', icon: ShieldOutlined, resource: 'coverage' },
      { to: '/users', label: 'Users', icon: ManageAccountsOutlined, resource: 'users' },
      { to: '/lead-cycle', label: 'Lead Cycles', icon: EventRepeatOutlined, resource: 'lead-cycles' },
      { to: '/csv-upload', label: 'CSV Upload', icon: UploadFileOutlined, resource: 'csv-upload' },
      { to: '/settings', label: 'Settings', icon: SettingsOutlined, resource: 'settings' },
      { to: '/dispositions', label: 'Dispositions', icon: RuleOutlined, resource: 'dispositions' },
      { to: '/tata-lead-list', label: 'Lead List', icon: ListAltOutlined, resource: 'tata-lead-list' },
      { to: '/audit', label: 'Audit trail', icon: HistoryOutlined, resource: 'audit' },
      { to: '/integrations', label: 'Integrations', icon: HubOutlined, resource: 'integrations' },
    ],
  },
];

export function navigationFor(role: Role | null | undefined): NavSection[] {
  return SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => canAccess(role, { resource: item.resource, action: 'access' })),
  })).filter((section) => section.items.length > 0);
}

/** The menu entry matching a path: `/` only matches itself, others match their sub-paths too. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
