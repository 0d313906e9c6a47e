import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `raw` is sent as is, for answers that are not JSON at all. */
type Reply = { status: number; body?: unknown; raw?: string };
export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string } };
};
type EmbeddingRequest = { model: string; input: string | string[] };

export const STUB_EMBEDDING_WIDTH = 32;

/** Each word adds to one of 32 buckets by its hash: crude, deterministic, and enough for a test. */
function embeddingAnswer(request: EmbeddingRequest) {
  const inputs = Array.isArray(request.input) ? request.input : [request.input];
  const data = inputs.map((text, index) => {
    const vector = new Array<number>(STUB_EMBEDDING_WIDTH).fill(0);
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      let hash = 0;
      for (const character of word) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
      vector[hash % STUB_EMBEDDING_WIDTH]! += 1;
    }
    vector[0]! += 0.01; // never the zero vector
    return { object: 'embedding', index, embedding: vector };
  });
  return { object: 'list', data, model: request.model, usage: { prompt_tokens: 1, total_tokens: 1 } };
}

function send(res: ServerResponse, reply: Reply) {
  // A caller that went away while its answer was held (a killed replica) gets nothing.
  if (res.destroyed) return;
  res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.raw ?? JSON.stringify(reply.body));
}

/** A successful completion whose message content is `content` as JSON. */
function completion(content: unknown): Reply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-stub',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stub-model',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

export type OpenAiStubOptions = {
  /** A fixed port lets a test start it where a model was configured but nothing listened yet. */
  port?: number;
  /** Another address of this machine to listen on (the cluster test's bridge). */
  host?: string;
  /** Answers the completions nothing was queued for (else 500), with the content to send as JSON. */
  answerChat?: (request: ChatRequest) => Promise<unknown>;
};

/**
 * An OpenAI-compatible server on loopback (the internet is out of reach): it answers
 * /chat/completions with whatever the test queued (or `answerChat` gives), /embeddings with
 * word-hashing vectors (texts sharing words are close), and records what it was asked.
 */
export async function startOpenAiStub({ port: wanted = 0, host = '127.0.0.1', answerChat }: OpenAiStubOptions = {}) {
  const requests: ChatRequest[] = [];
  const queue: Reply[] = [];
  const embeddingRequests: EmbeddingRequest[] = [];
  const embeddingFailures: Reply[] = [];
  const hangs: (() => void)[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
      const asked = JSON.parse(raw) as EmbeddingRequest;
      embeddingRequests.push(asked);
      const hung = hangs.shift();
      if (hung) return hung(); // never answered: the caller stays mid-indexing
      send(res, embeddingFailures.shift() ?? { status: 200, body: embeddingAnswer(asked) });
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const asked = JSON.parse(raw) as ChatRequest;
    requests.push(asked);
    const queued = queue.shift();
    if (queued || !answerChat) return send(res, queued ?? { status: 500, body: { error: { message: 'no reply queued' } } });
    send(res, await answerChat(asked).then(completion, (error: unknown) => ({ status: 500, body: { error: { message: String(error) } } })));
  });
  await new Promise<void>((resolve) => server.listen(wanted, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://${host}:${port}/v1`,
    requests,
    /** Queues a successful completion whose message content is `content` as JSON. */
    answer(content: unknown) {
      queue.push(completion(content));
    },
    embeddingRequests,
    /** The next embeddings call answers this error status. */
    failEmbeddings(status: number) {
      embeddingFailures.push({ status, body: { error: { message: 'upstream trouble', type: 'server_error' } } });
    },
    /** The next embeddings call is never answered; resolves once it has arrived. */
    hangEmbeddings: () => new Promise<void>((resolve) => hangs.push(resolve)),
    /** The next embeddings call answers `raw` (e.g. an HTML error page) with status 200. */
    garbleEmbeddings(raw: string) {
      embeddingFailures.push({ status: 200, raw });
    },
    /** The next completion answers `raw` with status 200. */
    garble(raw: string) {
      queue.push({ status: 200, raw });
    },
    fail(status: number) {
      queue.push({ status, body: { error: { message: 'upstream trouble', type: 'server_error' } } });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hung requests included
        server.close(() => resolve());
      }),
  };
}
