import { createLocalLanguageModel } from '../../server/src/ai/local/local-language-model.js';
import { startOpenAiStub, type ChatRequest } from '../../server/test/support/openai-stub.js';

type Hold = { marker: string; arrived: () => void; released: Promise<void> };

const userMessageOf = (request: ChatRequest) => request.messages.find((message) => message.role === 'user')?.content ?? '';

/** The resume between the <resume> tags of the app's prompt, and the recruiter's focus if any. */
function promptOf(request: ChatRequest): { text: string; focus?: string } {
  const user = userMessageOf(request);
  const text = /<resume>\n([\s\S]*)\n<\/resume>/.exec(user)?.[1] ?? '';
  const focus = /^Recruiter's focus: (".*")$/m.exec(user)?.[1];
  return { text, focus: focus ? (JSON.parse(focus) as string) : undefined };
}

/**
 * An OpenAI-compatible model server for the replicas (OPENAI_BASE_URL): the app's own local
 * analyzer behind the OpenAI protocol, so every answer is a real analysis of the resume sent, and
 * a suite can hold the answer for a resume that carries a marker, to keep a replica mid-analysis
 * as long as it needs (a slow model).
 */
export async function startModelServer(host: string) {
  const model = createLocalLanguageModel();
  const holds: Hold[] = [];
  const stub = await startOpenAiStub({
    host,
    async answerChat(request) {
      const { text, focus } = promptOf(request);
      const hold = holds.find((candidate) => text.includes(candidate.marker));
      if (hold) {
        hold.arrived();
        await hold.released;
      }
      const analysis = await model.analyzeResume(text);
      const task = request.response_format?.json_schema?.name ?? (request.messages[0]?.content.startsWith('You read resumes') ? 'resume_analysis' : 'resume_summary');
      return task === 'resume_analysis' ? analysis : model.summarizeResume({ text, analysis, prompt: focus });
    },
  });
  return {
    baseUrl: stub.baseUrl,
    /** Keeps back the answers for resumes containing `marker` until `release`; `arrived` resolves with the first such call. */
    hold(marker: string) {
      let arrived!: () => void;
      let release!: () => void;
      const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold: Hold = { marker, arrived, released };
      holds.push(hold);
      return {
        arrived: hasArrived,
        release() {
          holds.splice(holds.indexOf(hold), 1);
          release();
        },
      };
    },
    /** How many times a replica asked for an analysis or summary of a resume containing `marker`. */
    callsFor: (marker: string) => stub.requests.filter((request) => promptOf(request).text.includes(marker)).length,
    close: () => stub.close(),
  };
}

export type ModelServer = Awaited<ReturnType<typeof startModelServer>>;
