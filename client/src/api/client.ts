import { readToken } from './token-storage';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  /** Send the stored bearer token. Only the two password-reset calls turn this off. */
  withAuth?: boolean;
  signal?: AbortSignal;
};

/**
 * A non-success answer. `body` keeps the raw response text (the spec's error message);
 * `message` is the JSON body's `message` when there is one, so screens never show raw JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly data: unknown;

  constructor(status: number, body: string) {
    const data = parseJson(body);
    super(messageFrom(data) ?? body);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.data = data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageFrom(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The text a screen shows for a failed call: the server's words, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message;
  return fallback;
}

/** The headers of every call: JSON content type except for multipart bodies, and the stored bearer token. */
export function requestHeaders({ isMultipart = false, withAuth = true } = {}): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (!isMultipart) headers.set('Content-Type', 'application/json');
  const token = withAuth ? readToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, withAuth = true, signal } = options;
  const isMultipart = body instanceof FormData;
  const headers = requestHeaders({ isMultipart, withAuth });

  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** A GET that answers with a file (an export, a document): the body as a blob, or an ApiError as above. */
export async function apiBlobRequest(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const headers = requestHeaders();
  // Files come in any type; the error answers are still JSON.
  headers.set('Accept', '*/*');
  const response = await fetch(`${API_BASE_URL}${path}`, { headers, signal: options.signal });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return response.blob();
}

export type UploadOptions = {
  /** Whole percent of the file sent so far. */
  onProgress?: (percent: number) => void;
  /** Every byte is sent; the server now reads and processes the file. */
  onSent?: () => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form and reads the JSON answer. Uses XMLHttpRequest because fetch reports no
 * upload progress. Fails like apiRequest: an ApiError carrying the server's words.
 */
export function apiUpload<T>(path: string, body: FormData, { onProgress, onSent, signal }: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${path}`);
    requestHeaders({ isMultipart: true }).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => {
      onProgress?.(100);
      onSent?.();
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text));
        return;
      }
      try {
        resolve(JSON.parse(text) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
