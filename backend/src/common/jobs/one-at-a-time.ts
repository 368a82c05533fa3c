/**
 * Runs works one after another within this process, in the order they asked; a work still waiting for its turn is
 * dropped when its signal aborts (rejecting with the signal's reason), without letting the next one in early.
 */
export class OneAtATime {
  private last: Promise<void> = Promise.resolve();

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const turn = this.last;
    this.last = turn.then(() => mine);
    try {
      await untilAborted(turn, signal);
      return await work();
    } finally {
      release();
    }
  }
}

function untilAborted(turn: Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return turn;
  signal.throwIfAborted();
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([turn, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
