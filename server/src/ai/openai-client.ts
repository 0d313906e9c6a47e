import OpenAI from 'openai';

// What the embedder and the language model share of the OpenAI SDK: the client, and their
// failures in words.

export type OpenAiClientOptions = {
  /** Optional because local servers such as Ollama need none. */
  apiKey?: string;
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl?: string;
  timeoutMs?: number;
  maxRetries?: number;
};

/** A client for any OpenAI-compatible server: OpenAI, Ollama, vLLM. */
export function createOpenAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    // The SDK refuses an empty key; Ollama and vLLM ignore whatever is sent.
    apiKey: options.apiKey ?? 'no-key',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
  });
}

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
