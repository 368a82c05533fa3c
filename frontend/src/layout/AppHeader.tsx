import { AppBar, Box, Divider, IconButton, Toolbar, Tooltip } from '@mui/material';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import type { AppIdentity } from '../api/types';
import { HEADER_HEIGHT } from '../theme';
import { AttendanceDot } from './AttendanceDot';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';
import { useSidebar } from './SidebarContext';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Spec §2 Layout header: sidebar toggle, the page's title and description (pages render <PageTitle>, which
 * lands in #react-admin-title), the agent's attendance dot, notifications and the user menu.
 */
export function AppHeader({ user, onChangePassword }: { user: AppIdentity; onChangePassword: () => void }) {
  const { open, isMobile, toggle } = useSidebar();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ minHeight: `${HEADER_HEIGHT}px !important`, gap: 1.5, px: { xs: 1.5, sm: 2.5 } }}>
        <Tooltip title={`Toggle sidebar (${isMac ? '⌘' : 'Ctrl'}+B)`}>
          <IconButton aria-label="Toggle sidebar" onClick={toggle} edge="start" size="small">
            {isMobile || !open ? <MenuOutlined fontSize="small" /> : <MenuOpenOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Divider orientation="vertical" flexItem sx={{ my: 2 }} />
        {/* react-admin portals the page's <PageTitle> in here; its wrapper must be allowed to shrink for a long title to cut. */}
        <Box id="react-admin-title" sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', '& > *': { minWidth: 0, overflow: 'hidden' } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
          {user.role === 'agent' ? <AttendanceDot userId={user.id} /> : null}
          <NotificationsMenu />
          <UserMenu user={user} onChangePassword={onChangePassword} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
