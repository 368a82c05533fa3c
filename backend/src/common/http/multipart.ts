import { HttpException, HttpStatus } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { Readable } from 'node:stream';

export interface UploadedFileInfo {
  filename: string;
  mimeType: string;
}

export interface UploadOptions<T> {
  /** The one multipart field that carries the file; files under other names are ignored. */
  field: string;
  maxBytes: number;
  /** Names what is expected, for "Please upload <what>" when the request is not multipart. */
  expected: string;
  /**
   * Sees the first `sniffBytes` bytes (fewer if the file is shorter) and what the client said about the file;
   * returns a refusal message (answered 400) or null to accept.
   */
  sniff?: (head: Buffer, info: UploadedFileInfo) => string | null;
  sniffBytes?: number;
  /** Consumes the file as it arrives; rejecting ends the upload with that error. */
  handle: (file: Readable, info: UploadedFileInfo) => Promise<T>;
}

export interface Upload<T> {
  result: T;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

/** A refused upload, answered in the common error body with the file field named in `errors`. */
export class UploadRejected extends HttpException {
  constructor(field: string, message: string, status: HttpStatus.BAD_REQUEST | HttpStatus.PAYLOAD_TOO_LARGE = HttpStatus.BAD_REQUEST) {
    super({ message, errors: { [field]: message } }, status);
  }
}

const DEFAULT_SNIFF_BYTES = 4100;
const MAX_FIELDS = 10;

function sizeText(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** Reads up to `count` bytes, then gives them back with a stream that replays them followed by the rest. */
async function peek(file: Readable, count: number): Promise<{ head: Buffer; stream: Readable }> {
  const chunks = file[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    read.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(read);
  async function* replay(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  }
  return { head: head.subarray(0, count), stream: Readable.from(replay(), { objectMode: false }) };
}

/**
 * Receives a multipart/form-data upload of one file: streamed to `handle` (never buffered whole), refused with 413
 * past `maxBytes`, with 400 when it is missing, unreadable or refused by `sniff`; the text fields come back beside
 * the handler's result.
 */
export async function receiveUpload<T>(request: Request, options: UploadOptions<T>): Promise<Upload<T>> {
  const { field } = options;
  const refuse = (message: string, status?: HttpStatus.PAYLOAD_TOO_LARGE) => new UploadRejected(field, message, status);
  const notMultipart = refuse(`Please upload ${options.expected}`);
  if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) throw notMultipart;
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: options.maxBytes, fields: MAX_FIELDS, parts: MAX_FIELDS + 2 } });
  } catch {
    throw notMultipart;
  }

  const fields: Record<string, string> = {};
  const outcome = new Promise<Upload<T>>((resolve, reject) => {
    let handled: Promise<T> | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, file, info) => {
      if (name !== field || handled) return file.resume();
      file.once('limit', () => file.destroy(refuse(`The file is larger than the ${sizeText(options.maxBytes)} limit`, HttpStatus.PAYLOAD_TOO_LARGE)));
      const fileInfo: UploadedFileInfo = { filename: info.filename ?? '', mimeType: info.mimeType };
      handled = (async () => {
        if (!options.sniff) return options.handle(file, fileInfo);
        const { head, stream } = await peek(file, options.sniffBytes ?? DEFAULT_SNIFF_BYTES);
        const refusal = options.sniff(head, fileInfo);
        if (refusal !== null) throw refuse(refusal);
        return options.handle(stream, fileInfo);
      })();
      handled.catch((error: unknown) => {
        file.resume();
        reject(error);
      });
    });
    parser.once('error', () => reject(refuse('The upload could not be read as multipart form data')));
    parser.once('close', () => {
      if (!handled) return reject(refuse('No file selected'));
      handled.then((result) => resolve({ result, fields }), reject);
    });
  });
  request.pipe(parser);
  try {
    return await outcome;
  } finally {
    request.unpipe(parser);
    request.resume();
  }
}
