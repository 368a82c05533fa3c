import { NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { resolve, sep } from 'node:path';
import { DialerError, type Dialer } from '../../integrations/dialer/dialer.port.js';

const SIMULATOR_PREFIX = 'sim://recordings/';

/**
 * Plays a call recording through the CRM, after the caller's access was checked. Files kept under
 * DATA_DIR/recordings (the dialer simulator's, and older relative paths) are sent with Range support; a provider
 * URL is opened by the dialer and streamed through, so the browser never sees the provider's address or token.
 */
export async function sendRecording(location: string, dataDir: string, dialer: Dialer, response: Response): Promise<void> {
  if (/^https?:\/\//i.test(location)) {
    try {
      const recording = await dialer.openRecording(location);
      response.setHeader('Content-Type', recording.contentType);
      if (recording.lengthBytes !== undefined) response.setHeader('Content-Length', String(recording.lengthBytes));
      recording.stream.pipe(response);
      return;
    } catch (error) {
      if (error instanceof DialerError) throw new NotFoundException('Recording is not available');
      throw error;
    }
  }
  const root = resolve(dataDir, 'recordings');
  const file = resolve(root, location.replace(SIMULATOR_PREFIX, '').replace(/^file:\/\//, ''));
  if (!file.startsWith(root + sep)) throw new NotFoundException('Recording is not available');
  await new Promise<void>((done, fail) =>
    response.sendFile(file, { dotfiles: 'allow', headers: { 'Cache-Control': 'private, max-age=3600' } }, (error) =>
      error ? fail(new NotFoundException('Recording is not available')) : done(),
    ),
  );
}
