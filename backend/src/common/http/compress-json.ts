import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go as they are: compressing them saves less than the headers it adds. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers (brotli or gzip, as the browser accepts) once they pass 1 KB. Only JSON: recordings
 * are served with Range (a compressed body breaks byte ranges), CSV downloads and any future event stream are
 * streamed, and compression would buffer them.
 */
export function compressJson(): RequestHandler {
  return compression({
    threshold: THRESHOLD_BYTES,
    filter: (request: Request, response: Response) =>
      /^application\/json\b/i.test(String(response.getHeader('Content-Type') ?? '')) && compression.filter(request, response),
  });
}
