import { NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

/**
 * Plays a call recording through the CRM, after the caller's access was checked: files the dialer simulator
 * keeps under DATA_DIR/recordings are sent with Range support; provider URLs are fetched and streamed through, so
 * the browser never sees (or needs) the provider's address or credentials.
 */
export async function sendRecording(location: string, dataDir: string, response: Response): Promise<void> {
  if (/^https?:\/\//i.test(location)) {
    const upstream = await fetch(location);
    if (!upstream.ok || !upstream.body) throw new NotFoundException('Recording is not available');
    response.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'audio/mpeg');
    const length = upstream.headers.get('content-length');
    if (length) response.setHeader('Content-Length', length);
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(response);
    return;
  }
  const root = resolve(dataDir, 'recordings');
  const file = resolve(root, location.replace(/^file:\/\//, ''));
  if (!file.startsWith(root + sep)) throw new NotFoundException('Recording is not available');
  await new Promise<void>((done, fail) =>
    response.sendFile(file, { dotfiles: 'allow', headers: { 'Cache-Control': 'private, max-age=3600' } }, (error) =>
      error ? fail(new NotFoundException('Recording is not available')) : done(),
    ),
  );
}
