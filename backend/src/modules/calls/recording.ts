import { NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { sendStoredObject } from '../../common/http/send-stored-object.js';
import { DialerError, type Dialer } from '../../integrations/dialer/dialer.port.js';
import type { Storage } from '../../integrations/storage/storage.port.js';

const NOT_AVAILABLE = 'Recording is not available';

/**
 * Plays a call recording through the CRM, after the caller's access was checked. The dialer adapter says where its
 * recording is: in the CRM's storage (sent with Range support), or at the provider (opened by the dialer and
 * streamed through, so the browser never sees the provider's address or token).
 */
export async function sendRecording(location: string, dialer: Dialer, storage: Storage, request: Request, response: Response): Promise<void> {
  const key = dialer.storedRecordingKey(location);
  if (key !== null) {
    return sendStoredObject(storage, key, request, response, { notFound: NOT_AVAILABLE, cacheControl: 'private, max-age=3600' });
  }
  try {
    const recording = await dialer.openRecording(location);
    response.setHeader('Content-Type', recording.contentType);
    if (recording.lengthBytes !== undefined) response.setHeader('Content-Length', String(recording.lengthBytes));
    await pipeline(recording.stream, response);
  } catch (error) {
    if (error instanceof DialerError) throw new NotFoundException(NOT_AVAILABLE);
    throw error;
  }
}
