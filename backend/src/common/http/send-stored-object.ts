import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { InvalidStorageKeyError, type Storage, type StoredObject, StorageNotFoundError } from '../../integrations/storage/storage.port.js';

export interface SendStoredOptions {
  /** The 404 message when the object is missing (or its key is not a storage key), or the error to throw then. */
  notFound: string | (() => Error);
  cacheControl: string;
  /** Runs once the object is known to exist, before anything is sent (an audit row of the read, headers). */
  beforeSending?: () => Promise<void>;
}

async function orNotFound<T>(read: Promise<T>, notFound: SendStoredOptions['notFound']): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof StorageNotFoundError || error instanceof InvalidStorageKeyError) {
      throw typeof notFound === 'string' ? new NotFoundException(notFound) : notFound();
    }
    throw error;
  }
}

/**
 * Streams a stored object as the answer, honouring a single HTTP Range (206), so audio and video players can seek;
 * several ranges get the whole object (200), an unsatisfiable one 416.
 */
export async function sendStoredObject(storage: Storage, key: string, request: Request, response: Response, options: SendStoredOptions): Promise<void> {
  const { size, contentType } = await orNotFound(storage.stat(key), options.notFound);
  await options.beforeSending?.();
  const ranges = request.range(size, { combine: true });
  response.setHeader('Accept-Ranges', 'bytes');
  if (ranges === -1) {
    response.setHeader('Content-Range', `bytes */${size}`);
    throw new HttpException('The requested range is outside the file', HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
  }
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const object: StoredObject = await orNotFound(storage.get(key, range), options.notFound);
  response.setHeader('Content-Type', contentType);
  response.setHeader('Cache-Control', options.cacheControl);
  if (range) {
    response.status(HttpStatus.PARTIAL_CONTENT);
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    response.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    response.setHeader('Content-Length', String(object.size));
  }
  await pipeline(object.stream, response);
}
