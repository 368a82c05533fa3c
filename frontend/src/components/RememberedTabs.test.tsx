import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreContextProvider, memoryStore, type Store } from 'react-admin';
import { RememberedTabs, tabPanelProps, type TabSpec } from './RememberedTabs';

type Id = 'one' | 'two' | 'three';
const ALL: Array<TabSpec<Id>> = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
];

/** One app's store, with the tabbed screen shown or (as after navigating away) not. */
function Screen({ store, shown = true, tabs = ALL, onSelect }: { store: Store; shown?: boolean; tabs?: Array<TabSpec<Id>>; onSelect?: (id: Id) => void }) {
  return (
    <StoreContextProvider value={store}>
      {shown ? (
        <RememberedTabs storeKey="test.tab" tabs={tabs} idPrefix="test" aria-label="Test" onSelect={onSelect}>
          {(active) => <div {...tabPanelProps('test', active)}>Panel {active}</div>}
        </RememberedTabs>
      ) : null}
    </StoreContextProvider>
  );
}

describe('RememberedTabs', () => {
  it('opens on the first tab, with each panel labelled by its tab', () => {
    render(<Screen store={memoryStore()} />);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
  });

  it('opens on the tab chosen last time the screen was shown', async () => {
    const store = memoryStore();
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Screen store={store} onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(onSelect).toHaveBeenCalledWith('two');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');

    rerender(<Screen store={store} shown={false} />);
    expect(screen.queryByRole('tab')).toBeNull();
    rerender(<Screen store={store} />);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
  });

  it('falls back to the first tab when the remembered one is not offered', () => {
    const store = memoryStore({ 'test.tab': 'three' });
    render(<Screen store={store} tabs={ALL.slice(0, 2)} />);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel one');
  });
});
