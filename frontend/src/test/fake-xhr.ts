/**
 * A stand-in for XMLHttpRequest in tests of uploads (providers/uploadWithProgress): records what was sent, then answers when the test
 * says so, after reporting upload progress.
 */
export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Progress events (loaded bytes) sent before the upload completes; total is 1000. */
  progress?: number[];
}

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];
  static next: FakeAnswer | null = null;

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  aborted = false;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    const answer = FakeXhr.next;
    if (answer) setTimeout(() => this.respond(answer), 0);
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  respond({ status, body, progress = [500, 1000] }: FakeAnswer) {
    if (this.aborted) return;
    for (const loaded of progress) this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 1000 }));
    this.upload.onload?.(new ProgressEvent('load'));
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Bad Request';
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }

  static reset() {
    FakeXhr.instances = [];
    FakeXhr.next = null;
  }
}
