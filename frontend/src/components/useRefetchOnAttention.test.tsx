import { afterEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useRefetchOnAttention } from './useRefetchOnAttention';

const UNREAD = ['notifications', 'unread-count'];

/** A screen with one list, fresh for 5 minutes as the app's defaults say, kept current by the hook. */
function Screen({ load }: { load: () => Promise<string[]> }) {
  const list = useQuery({ queryKey: ['requests'], queryFn: load, staleTime: 5 * 60_000 });
  useRefetchOnAttention(list);
  return <p>{list.data?.join(', ') ?? 'loading'}</p>;
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true } } });
  let calls = 0;
  const load = async () => {
    calls += 1;
    return [`load ${calls}`];
  };
  const mount = () => render(<QueryClientProvider client={client}><Screen load={load} /></QueryClientProvider>);
  return { client, mount, calls: () => calls };
}

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe('useRefetchOnAttention', () => {
  it('loads once when the screen first opens, and again when it opens later with its list still fresh (a tab chosen again)', async () => {
    const { mount, calls } = setUp();
    const first = mount();
    await first.findByText('load 1');
    expect(calls()).toBe(1);
    first.unmount();
    const again = mount();
    await again.findByText('load 2');
  });

  it('loads again when the window regains focus, fresh or not', async () => {
    const { mount, calls } = setUp();
    const screen = mount();
    await screen.findByText('load 1');
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await screen.findByText('load 2');
    expect(calls()).toBe(2);
  });

  it("loads again when the bell's unread count changes, not when it is loaded with the same count, and not once the screen is gone", async () => {
    const { client, mount, calls } = setUp();
    client.setQueryData(UNREAD, { count: 2 });
    const screen = mount();
    await screen.findByText('load 1');
    act(() => void client.setQueryData(UNREAD, { count: 2 }));
    await waitFor(() => expect(calls()).toBe(1));
    act(() => void client.setQueryData(UNREAD, { count: 3 }));
    await screen.findByText('load 2');
    screen.unmount();
    act(() => void client.setQueryData(UNREAD, { count: 4 }));
    act(() => focusManager.setFocused(true));
    expect(calls()).toBe(2);
  });
});
