import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { FakeXhr } from '../test/fake-xhr';
import { isAbortError, uploadPercent, uploadWithProgress } from './uploadWithProgress';

const file = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file in the named field under /api with the cookie, reports progress and answers the JSON body', async () => {
    const events: string[] = [];
    const promise = uploadWithProgress<{ id: number }>('/documents', file, {
      field: 'document',
      onProgress: (loaded, total) => events.push(`${loaded}/${total}`),
      onUploaded: () => events.push('uploaded'),
    });
    const xhr = FakeXhr.instances[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect((xhr.body?.get('document') as File).name).toBe('letter.pdf');
    xhr.respond({ status: 201, body: { id: 7 }, progress: [400, 1000] });
    await expect(promise).resolves.toEqual({ id: 7 });
    expect(events).toEqual(['400/1000', '1000/1000', 'uploaded']);
  });

  it('sends text fields before the file, so the server knows them when the file arrives', async () => {
    const promise = uploadWithProgress('/employee/upload/pan', file, { fields: { userId: '12' } });
    const body = FakeXhr.instances[0].body!;
    expect([...body.keys()]).toEqual(['userId', 'file']);
    expect(body.get('userId')).toBe('12');
    FakeXhr.instances[0].respond({ status: 201, body: { data: { key: 'k' } } });
    await expect(promise).resolves.toEqual({ data: { key: 'k' } });
  });

  it('rejects a refusal as an HttpError carrying the status and the error body', async () => {
    const promise = uploadWithProgress('/documents', file);
    const body = { statusCode: 413, message: 'The file is larger than 5 MB', error: 'Payload Too Large' };
    FakeXhr.instances[0].respond({ status: 413, body });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: 'The file is larger than 5 MB', body });
  });

  it('stops when its signal aborts, with an AbortError', async () => {
    const controller = new AbortController();
    const promise = uploadWithProgress('/documents', file, { signal: controller.signal });
    controller.abort();
    const error = await promise.catch((e: unknown) => e);
    expect(FakeXhr.instances[0].aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('uploadPercent', () => {
  it('is a whole percent within 0-100, 0 before the size is known', () => {
    expect(uploadPercent(512, 1024)).toBe(50);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(2000, 1000)).toBe(100);
    expect(uploadPercent(7, 5)).toBe(100);
  });
});
