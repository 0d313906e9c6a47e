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
