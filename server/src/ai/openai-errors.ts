import OpenAI from 'openai';

type ModelErrorClass = new (message: string, options?: ErrorOptions) => Error;

/**
 * An OpenAI SDK failure in words a recruiter can act on, as the model kind's own error class
 * (`what`: "embedding model", "language model"); anything else is passed on as it is.
 */
export function describeApiError(error: unknown, options: { what: string; model: string; as: ModelErrorClass }): Error {
  const { what, model, as: ModelError } = options;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModelError(`The ${what} (${model}) did not answer in time`, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelError(`Could not reach the ${what} (${model})`, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    return new ModelError(`The ${what} (${model}) failed with status ${error.status ?? 'unknown'}`, { cause: error });
  }
  // The SDK parses a 200 answer as JSON and throws SyntaxError when it is not (a proxy's HTML page).
  if (error instanceof SyntaxError) {
    return new ModelError(`The ${what} (${model}) returned an answer that is not JSON`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
