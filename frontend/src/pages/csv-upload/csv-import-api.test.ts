import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from '../../providers/uploadWithProgress';
import { uploadCsv, validationErrorsOf } from './csv-import-api';
import { FakeXhr } from '../../test/fake-xhr';

const file = new File(['name,mobile,loan_application_no\n'], 'customers.csv', { type: 'text/csv' });

describe('uploadCsv', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as multipart with the cookie and reports progress, then the end of the upload', async () => {
    const events: string[] = [];
    const promise = uploadCsv(file, {
      onProgress: (loaded, total) => events.push(`${loaded}/${total}`),
      onUploaded: () => events.push('uploaded'),
    });
    const xhr = FakeXhr.instances[0];
    expect(xhr.url).toBe('/api/customers/upload-csv');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    xhr.respond({ status: 200, body: { importId: null, summary: { totalRows: 1, validRows: 0, failedRows: 1, successRate: 0 } }, progress: [250, 1000] });
    await expect(promise).resolves.toMatchObject({ summary: { failedRows: 1 } });
    expect(events).toEqual(['250/1000', '1000/1000', 'uploaded']);
  });

  it('rejects with the server message and the file-level problems', async () => {
    const promise = uploadCsv(file);
    FakeXhr.instances[0].respond({
      status: 413,
      body: { statusCode: 413, message: 'The file is larger than the 50 MB limit', errors: { file: 'x' }, validationErrors: ['The file is larger than the 50 MB limit'] },
    });
    const error = await promise.catch((failure: unknown) => failure);
    expect((error as Error).message).toBe('The file is larger than the 50 MB limit');
    expect((error as { status: number }).status).toBe(413);
    expect(validationErrorsOf(error)).toEqual(['The file is larger than the 50 MB limit']);
  });

  it('uses "status: text" for other failures, and has no problems list for them', async () => {
    const promise = uploadCsv(file);
    FakeXhr.instances[0].respond({ status: 502, body: 'Bad gateway' });
    const error = await promise.catch((failure: unknown) => failure);
    expect((error as Error).message).toBe('502: Bad gateway');
    expect(validationErrorsOf(error)).toEqual([]);
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const promise = uploadCsv(file, { signal: controller.signal });
    controller.abort();
    const error = await promise.catch((failure: unknown) => failure);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.instances[0].aborted).toBe(true);
  });
});
