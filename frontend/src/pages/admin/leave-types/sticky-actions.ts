/** On a narrow screen the leave types table scrolls sideways; the actions column stays in view at its right edge. */
export const STICKY_ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;
