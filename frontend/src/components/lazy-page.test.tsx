import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

/** A page module whose import the test settles, counting how often the page mounts. */
function pageModule() {
  const mounts = { count: 0 };
  function Page({ name }: { name: string }) {
    const [greeting] = useState(`Hello ${name}`);
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return <h1>{greeting}</h1>;
  }
  let settle: (module: { default: typeof Page }) => void = () => undefined;
  const loading = new Promise<{ default: typeof Page }>((resolve) => {
    settle = resolve;
  });
  return { mounts, load: () => loading, settle: () => act(async () => settle({ default: Page })), Page };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading page</p>}>{node}</Suspense>;

describe('lazyPage', () => {
  it('renders a preloaded page on the first render: no fallback, so React does not hold the page back', async () => {
    const module = pageModule();
    const Page = lazyPage(module.load);
    const preloading = Page.preload();
    await module.settle();
    await preloading;

    render(inSuspense(<Page name="Asha" />));

    expect(screen.getByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('shows the fallback, then the page, when it was not preloaded', async () => {
    const module = pageModule();
    const Page = lazyPage(module.load);

    render(inSuspense(<Page name="Ravi" />));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await module.settle();

    expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  });

  it('keeps a page that rendered lazily mounted when a preload finishes later', async () => {
    const module = pageModule();
    const Page = lazyPage(module.load);
    const { rerender } = render(inSuspense(<Page name="Meera" />));
    await module.settle();
    await screen.findByRole('heading', { name: 'Hello Meera' });

    await Page.preload();
    rerender(inSuspense(<Page name="Meera" />));

    expect(screen.getByRole('heading', { name: 'Hello Meera' })).toBeInTheDocument();
    expect(module.mounts.count).toBe(1);
  });

  it('a preload that fails leaves the page lazy: the page loads when it renders, as it would without the preload', async () => {
    const module = pageModule();
    let attempts = 0;
    const Page = lazyPage(() => (++attempts === 1 ? Promise.reject<never>(new TypeError('Failed to fetch dynamically imported module')) : module.load()));

    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    render(inSuspense(<Page name="Kiran" />));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await module.settle();

    expect(await screen.findByRole('heading', { name: 'Hello Kiran' })).toBeInTheDocument();
  });
});
