import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** One request the fake XMLHttpRequest saw; the test answers it when it wants to. */
export type FakeUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  isAborted: boolean;
  /** Fires an upload progress event. */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a JSON body. */
  respond: (status: number, body: unknown, statusText?: string) => void;
  /** No response at all (the network dropped). */
  fail: () => void;
};

/**
 * Replaces XMLHttpRequest (the upload boundary: fetch reports no upload progress) with a
 * fake that records each request and lets the test drive its progress and answer.
 * `onSend` may answer at once, e.g. for a renewal test.
 */
export function installFakeXhr(onSend?: (upload: FakeUpload) => void) {
  const uploads: FakeUpload[] = [];

  class FakeXmlHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: Listener } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    ontimeout: Listener = null;
    private record: FakeUpload = {
      method: '',
      url: '',
      headers: {},
      body: null,
      isAborted: false,
      progress: (loaded, total) =>
        this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable: total > 0 })),
      respond: (status, body, statusText = '') => {
        this.status = status;
        this.statusText = statusText;
        this.responseText = body === undefined ? '' : JSON.stringify(body);
        this.onload?.(new ProgressEvent('load'));
      },
      fail: () => this.onerror?.(new ProgressEvent('error')),
    };

    open(method: string, url: string) {
      this.record.method = method;
      this.record.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.record.headers[name] = value;
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      this.record.body = body;
      uploads.push(this.record);
      onSend?.(this.record);
    }

    abort() {
      this.record.isAborted = true;
      this.onabort?.(new ProgressEvent('abort'));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXmlHttpRequest);
  return {
    uploads,
    /** The `index`th request once it has been sent. */
    async sent(index = 0): Promise<FakeUpload> {
      await vi.waitFor(() => {
        if (!uploads[index]) throw new Error(`upload ${index} not sent yet`);
      });
      return uploads[index] as FakeUpload;
    },
  };
}
