import type { ReactElement, ReactNode } from 'react';
import { Tab, Tabs, type SxProps, type TabsProps, type Theme } from '@mui/material';
import { useStore } from 'react-admin';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
  icon?: ReactElement;
}

export interface RememberedTabsProps<T extends string> extends Pick<TabsProps, 'variant' | 'scrollButtons' | 'sx'> {
  /** The react-admin store key the chosen tab is kept under, e.g. "customer-detail.tab". */
  storeKey: string;
  /** The tabs to show now; the first is the default, and a remembered tab that is not among them falls back to it. */
  tabs: ReadonlyArray<TabSpec<T>>;
  /** Prefix of the tab and panel ids: tab `${idPrefix}-tab-${id}` controls panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  'aria-label': string;
  tabSx?: SxProps<Theme>;
  onSelect?: (id: T) => void;
  /** The panels, given the active tab; each carries {@link tabPanelProps}. */
  children: (active: T) => ReactNode;
}

/**
 * MUI tabs whose choice lives in react-admin's store (localStorage), so leaving a screen and coming back (or
 * reloading) opens the tab last chosen. Every tabbed screen uses it.
 */
export function RememberedTabs<T extends string>({
  storeKey,
  tabs,
  idPrefix,
  tabSx,
  onSelect,
  children,
  'aria-label': ariaLabel,
  ...tabsProps
}: RememberedTabsProps<T>) {
  const [stored, setStored] = useStore<T>(storeKey, tabs[0].id);
  const active = tabs.some((t) => t.id === stored) ? stored : tabs[0].id;
  const select = (id: T) => {
    setStored(id);
    onSelect?.(id);
  };
  return (
    <>
      <Tabs value={active} onChange={(_, id: T) => select(id)} aria-label={ariaLabel} {...tabsProps}>
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            icon={t.icon}
            iconPosition={t.icon ? 'start' : undefined}
            id={`${idPrefix}-tab-${t.id}`}
            aria-controls={`${idPrefix}-panel-${t.id}`}
            sx={tabSx}
          />
        ))}
      </Tabs>
      {children(active)}
    </>
  );
}

/** The accessibility attributes of a panel of {@link RememberedTabs}. */
export function tabPanelProps(idPrefix: string, id: string) {
  return { role: 'tabpanel', id: `${idPrefix}-panel-${id}`, 'aria-labelledby': `${idPrefix}-tab-${id}` } as const;
}
