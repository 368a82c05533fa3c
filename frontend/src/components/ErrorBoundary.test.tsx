import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { pageReloader, STALE_CHUNK_RELOAD_GUARD_MS } from './stale-chunk';

/** What Chromium says when a page's code chunk is gone after a deploy. */
const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/CustomerList-Dx1.js');

/** A page whose code chunk fails to load, as the app's lazy pages would after a deploy. */
function screenWithMissingChunk(error: Error = chunkGone()) {
  const Page = lazy(() => Promise.reject(error));
  return render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('ErrorBoundary and a page chunk that fails to load', () => {
  let reload: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reloads the page once by itself instead of showing the error', async () => {
    screenWithMissingChunk();
    expect(await screen.findByRole('progressbar', { name: 'Loading the latest version' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error card when the chunk still fails after that reload', async () => {
    const first = screenWithMissingChunk();
    await screen.findByRole('progressbar', { name: 'Loading the latest version' });
    first.unmount();
    // The reloaded page (sessionStorage survives a reload) fails again: no second reload, the error instead.
    screenWithMissingChunk();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again for a later deploy, once the last automatic reload is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T09:00:00Z'));
    const first = screenWithMissingChunk();
    await screen.findByRole('progressbar', { name: 'Loading the latest version' });
    first.unmount();
    vi.setSystemTime(new Date(Date.parse('2030-01-01T09:00:00Z') + STALE_CHUNK_RELOAD_GUARD_MS + 1));
    screenWithMissingChunk();
    await screen.findByRole('progressbar', { name: 'Loading the latest version' });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the error card at once, without reloading, when a page crashes for another reason', async () => {
    screenWithMissingChunk(new TypeError("Cannot read properties of undefined (reading 'name')"));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
