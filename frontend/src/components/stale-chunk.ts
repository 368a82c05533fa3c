/**
 * After a deploy the hashed code chunks of the running page are gone from the server, so the next lazy page fails
 * to load. One reload fetches the new index.html and its chunks; a marker with the time of that reload (kept in
 * sessionStorage, which survives the reload) stops a loop when reloading does not help.
 */
const MARKER = 'crm.staleChunkReloadAt';

/** A failure within this long of the last automatic reload means reloading did not help: show the error. */
export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000;

/** What browsers and Vite say when a module or its preload cannot be fetched (Chromium, Firefox, Safari, Vite). */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

function lastReloadAt(): number {
  try {
    return Number(sessionStorage.getItem(MARKER)) || 0;
  } catch {
    return Date.now(); // no storage (privacy mode): never reload by ourselves, since no loop guard would hold
  }
}

/** True when this failure is a missing chunk and no automatic reload happened within the guard time. */
export function shouldReloadForStaleChunk(error: unknown): boolean {
  return isChunkLoadError(error) && Date.now() - lastReloadAt() > STALE_CHUNK_RELOAD_GUARD_MS;
}

/** The page reload, as an object so tests can watch it (jsdom's location cannot be replaced). */
export const pageReloader = { reload: () => window.location.reload() };

export function reloadForStaleChunk(): void {
  sessionStorage.setItem(MARKER, String(Date.now()));
  pageReloader.reload();
}
