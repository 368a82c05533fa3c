import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import type { AppIdentity } from '../api/types';
import { BrandMark } from '../components/BrandMark';
import { HEADER_HEIGHT, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '../theme';
import { isActivePath, navigationFor, type NavItem } from './navigation';
import { useSidebar } from './SidebarContext';

function NavLink({ item, expanded, onNavigate }: { item: NavItem; expanded: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActivePath(item.to, pathname);
  const Icon = item.icon;
  const link = (
    <ListItemButton
      component={LinkBase}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={expanded ? undefined : item.label}
      onClick={onNavigate}
      sx={{
        minHeight: 36,
        py: 0.75,
        borderRadius: '8px',
        mx: expanded ? 1 : 0.75,
        px: expanded ? 1.25 : 0,
        justifyContent: expanded ? 'flex-start' : 'center',
        color: 'text.secondary',
        '&:hover': { bgcolor: 'grey.100', color: 'text.primary' },
        '&.Mui-selected': { bgcolor: 'primary.light', color: 'primary.dark' },
        '&.Mui-selected:hover': { bgcolor: 'primary.light' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <ListItemIcon sx={{ minWidth: expanded ? 34 : 0, justifyContent: 'center' }}>
        <Icon sx={{ fontSize: 20 }} />
      </ListItemIcon>
      {expanded ? (
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.875rem', fontWeight: active ? 600 : 500 } } }}
        />
      ) : null}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {expanded ? (
        link
      ) : (
        <Tooltip title={item.label} placement="right" disableInteractive>
          {link}
        </Tooltip>
      )}
    </ListItem>
  );
}

function SidebarContent({ user, expanded, onNavigate }: { user: AppIdentity; expanded: boolean; onNavigate?: () => void }) {
  const sections = navigationFor(user.role);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}>
      <Box
        sx={{
          height: HEADER_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: expanded ? 'flex-start' : 'center',
          px: expanded ? 2 : 0,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandMark compact={!expanded} />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1.5 }}>
        {sections.map((section, index) => (
          <Box key={section.id} component="section" aria-label={section.label ?? 'Main'} sx={{ mb: 1 }}>
            {index > 0 ? (
              expanded ? (
                <Typography variant="overline" component="h2" sx={{ display: 'block', px: 2.25, pt: 1.5, pb: 0.5, lineHeight: 1.5 }}>
                  {section.label}
                </Typography>
              ) : (
                <Divider sx={{ mx: 1, my: 1.5 }} />
              )
            ) : null}
            <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
              {section.items.map((item) => (
                <NavLink key={item.to} item={item} expanded={expanded} onNavigate={onNavigate} />
              ))}
            </List>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Spec §2 Layout: a collapsible sidebar (16rem, 3rem as icons) and a drawer (18rem) under 768px. */
export function AppSidebar({ user }: { user: AppIdentity }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE, maxWidth: '85vw' } } }}
      >
        <Box component="nav" aria-label="Main navigation" sx={{ height: '100%' }}>
          <SidebarContent user={user} expanded onNavigate={() => setOpenMobile(false)} />
        </Box>
      </Drawer>
    );
  }

  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      data-state={open ? 'expanded' : 'collapsed'}
      sx={{
        width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <SidebarContent user={user} expanded={open} />
    </Box>
  );
}
