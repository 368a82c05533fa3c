import { useState } from 'react';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useNavigate } from 'react-admin';
import type { AppIdentity } from '../api/types';
import { initials } from '../components/initials';
import { useToast } from '../components/Toast';
import { useSessionActions } from '../auth/useSessionActions';

/**
 * Your Profile opens the agent's own profile at /profile. /profile is an agent-only route (spec §2), so an
 * administrator's own profile is shown where admins see every profile: /employee-details/{id}.
 */
function profilePath(user: AppIdentity): string {
  return user.role === 'agent' ? '/profile' : `/employee-details/${user.id}`;
}

export function UserMenu({ user, onChangePassword }: { user: AppIdentity; onChangePassword: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { signOut: endSession } = useSessionActions();
  const toast = useToast();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  const go = (path: string) => () => {
    close();
    navigate(path);
  };

  const signOut = async () => {
    close();
    await endSession();
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
  };

  return (
    <>
      <ButtonBase
        aria-label="Open user menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: '8px', px: 0.75, py: 0.5, gap: 1, '&:hover': { bgcolor: 'grey.100' }, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem', fontWeight: 700, bgcolor: 'primary.main' }}>{initials(user.name)}</Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left', maxWidth: 160 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.2, color: 'text.primary' }}>
            {user.name}
          </Typography>
          <Typography variant="caption" noWrap component="p" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {user.role === 'admin' ? 'Administrator' : 'Agent'}
          </Typography>
        </Box>
        <ExpandMore sx={{ fontSize: 18, color: 'text.secondary', display: { xs: 'none', md: 'block' } }} />
      </ButtonBase>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={go(profilePath(user))}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          Your Profile
        </MenuItem>
        <MenuItem onClick={go('/settings')}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onChangePassword();
          }}
        >
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
