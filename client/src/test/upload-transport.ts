// Test doubles for uploads: a controllable promise and an XMLHttpRequest that sends through fetch.
import { vi } from 'vitest';

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Replaces XMLHttpRequest with one that sends through fetch (mocked by mockApi), so uploads are
 * answered from the same route table. It reports half the file sent, waits for `midway`, then the rest.
 */
export function stubUploadTransport(options: { midway?: Promise<void> } = {}) {
  class FetchBackedXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.onabort?.();
    }

    send(body: FormData) {
      const total = (body.get('file') as File | null)?.size ?? 0;
      const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      void (async () => {
        progress(total / 2);
        await options.midway;
        progress(total);
        this.upload.onload?.();
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
