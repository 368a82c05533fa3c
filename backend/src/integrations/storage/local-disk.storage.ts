import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { OnModuleInit } from '@nestjs/common';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey } from './storage-key.js';
import { type ByteRange, type Storage, type StoredObject, type StoredObjectInfo, StorageNotFoundError } from './storage.port.js';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** Identity photos among the files: only the server's own user reads them, whatever the umask. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** Makes `path` and everything under it owner-only (what versions before this one wrote 0644 and 0755). */
async function restrictToOwner(path: string): Promise<void> {
  const entries = await readdir(path, { withFileTypes: true });
  await chmod(path, FOLDER_MODE);
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await restrictToOwner(child);
    else if (entry.isFile()) await chmod(child, FILE_MODE);
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function missingAsNotFound(key: string): (error: unknown) => never {
  return (error) => {
    throw isMissing(error) ? new StorageNotFoundError(key) : error;
  };
}

/**
 * Objects as files under one directory (DATA_DIR/files): `<root>/<key>`, with the content type beside it in
 * `<root>/.content-types/<key>` (keys cannot start with a dot, so the two never meet). Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half an object. Files are 0600 and folders 0700
 * (KYC photos are among them); on start, anything an older version left readable to others is made so too.
 */
export class LocalDiskStorage implements Storage, OnModuleInit {
  constructor(private readonly root: string) {}

  async onModuleInit(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: FOLDER_MODE });
    await restrictToOwner(this.root);
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const temporary = join(this.root, '.tmp', randomUUID());
    await mkdir(dirname(temporary), { recursive: true, mode: FOLDER_MODE });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary, { mode: FILE_MODE }));
      await this.writeContentType(key, contentType);
      await mkdir(dirname(target), { recursive: true, mode: FOLDER_MODE });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    const file = await open(this.pathOf(key)).catch(missingAsNotFound(key));
    try {
      const { size } = await file.stat();
      const contentType = await this.readContentType(key);
      const stream = file.createReadStream(range && size > 0 ? { start: range.start, end: Math.min(range.end, size - 1) } : {});
      return { size, contentType, stream };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo> {
    const { size } = await stat(this.pathOf(key)).catch(missingAsNotFound(key));
    return { size, contentType: await this.readContentType(key) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.contentTypePath(key), { force: true });
  }

  async list(after: string | null, limit: number): Promise<string[]> {
    const found: string[] = [];
    await this.walk('', after, limit, found);
    return found;
  }

  /**
   * Keys under `prefix` after `after`, in code-unit order, until `limit` are found. A folder sorts as its name and a
   * slash (every key in it starts so), and a folder whose keys all come before `after` is not read.
   */
  private async walk(prefix: string, after: string | null, limit: number, found: string[]): Promise<void> {
    const entries = await readdir(prefix ? join(this.root, prefix) : this.root, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const named = entries
      .filter((entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isFile()))
      .map((entry) => ({ key: prefix ? `${prefix}/${entry.name}` : entry.name, folder: entry.isDirectory() }))
      .sort((a, b) => compare(a.folder ? `${a.key}/` : a.key, b.folder ? `${b.key}/` : b.key));
    for (const { key, folder } of named) {
      if (found.length >= limit) return;
      if (folder) {
        // Every key in the folder is below `${key}0` ("0" follows "/"); skip the folder when `after` is past them all.
        if (after === null || compare(after, `${key}0`) < 0) await this.walk(key, after, limit, found);
      } else if (after === null || compare(key, after) > 0) {
        found.push(key);
      }
    }
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  private contentTypePath(key: string): string {
    assertStorageKey(key);
    return join(this.root, '.content-types', key);
  }

  private async writeContentType(key: string, contentType: string): Promise<void> {
    const path = this.contentTypePath(key);
    await mkdir(dirname(path), { recursive: true, mode: FOLDER_MODE });
    const temporary = `${path}.${randomUUID()}`;
    await writeFile(temporary, contentType, { mode: FILE_MODE });
    await rename(temporary, path);
  }

  private async readContentType(key: string): Promise<string> {
    return readFile(this.contentTypePath(key), 'utf8').catch((error: unknown) => {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    });
  }
}
