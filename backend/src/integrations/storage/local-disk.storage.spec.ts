import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk.storage.js';

/** Every file and folder under `root` (itself included) with its permission bits, e.g. `uploads/1 700`. */
function modes(root: string, path = ''): string[] {
  const here = join(root, path);
  const own = `${path || '.'} ${(statSync(here).mode & 0o777).toString(8)}`;
  if (!statSync(here).isDirectory()) return [own];
  return [own, ...readdirSync(here).flatMap((name) => modes(root, path ? `${path}/${name}` : name))];
}

describe('LocalDiskStorage keeps its files to the server’s own user (KYC photos)', () => {
  let parent: string;
  let root: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'crm-storage-'));
    root = join(parent, 'files');
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('writes files 0600 in folders 0700, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const storage = new LocalDiskStorage(root);
      await storage.put('uploads/7/pan-0123456789abcdef0123456789abcdef.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await storage.put('uploads/7/pan-0123456789abcdef0123456789abcdef.jpg', Buffer.from('again'), 'image/jpeg');
      const found = modes(root).filter((line) => !line.startsWith('.tmp/'));
      expect(found.filter((line) => !/ (600|700)$/.test(line))).toEqual([]);
      expect(found).toEqual(
        expect.arrayContaining(['. 700', 'uploads 700', 'uploads/7 700', 'uploads/7/pan-0123456789abcdef0123456789abcdef.jpg 600', '.content-types/uploads/7/pan-0123456789abcdef0123456789abcdef.jpg 600']),
      );
    } finally {
      process.umask(previous);
    }
  });

  it('makes what an older version left world-readable owner-only when it starts', async () => {
    mkdirSync(join(root, 'uploads', '3'), { recursive: true, mode: 0o755 });
    writeFileSync(join(root, 'uploads', '3', 'self-photo-0123456789abcdef0123456789abcdef.png'), 'png', { mode: 0o644 });
    chmodSync(root, 0o755);
    await new LocalDiskStorage(root).onModuleInit();
    expect(modes(root)).toEqual(['. 700', 'uploads 700', 'uploads/3 700', 'uploads/3/self-photo-0123456789abcdef0123456789abcdef.png 600']);
  });

  it('lists keys in code-unit order a page at a time, resuming after any key, without its own bookkeeping files', async () => {
    const storage = new LocalDiskStorage(root);
    for (const key of ['b/2', 'a', 'b/1', 'b.c', 'c/d/e', 'b-']) await storage.put(key, Buffer.from(key), 'text/plain');
    const pages: string[][] = [];
    let after: string | null = null;
    for (;;) {
      const page: string[] = await storage.list(after, 2);
      if (page.length === 0) break;
      pages.push(page);
      after = page[page.length - 1];
    }
    expect(pages).toEqual([['a', 'b-'], ['b.c', 'b/1'], ['b/2', 'c/d/e']]);
  });

  it('starts on an empty data directory', async () => {
    await new LocalDiskStorage(root).onModuleInit();
    expect(modes(root)).toEqual(['. 700']);
  });
});
