import type { Request } from 'express';

/**
 * A signal that aborts when the client goes away before its answer is sent (an upload cut off, a tab closed), so the
 * work done for it stops and gives back what it holds. `release` stops watching once the work is over.
 */
export function whenClientGone(request: Request, reason: () => Error): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const response = request.res;
  const onClose = () => {
    if (!response?.writableFinished) controller.abort(reason());
  };
  response?.once('close', onClose);
  return { signal: controller.signal, release: () => response?.off('close', onClose) };
}
