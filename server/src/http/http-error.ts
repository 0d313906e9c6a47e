/**
 * The one error type a route or service throws on purpose. `message` is a short sentence shown
 * to the user as is; `extra` adds fields to the JSON body (e.g. what the next step needs).
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
