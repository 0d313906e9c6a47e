import type { AppContext, Caller } from '../../context.js';
import { embedQuery } from '../../search/embed-query.js';
import { nearestPassages, passagesWithWords, RESUME_PASSAGES, type PassageHit } from '../../search/passage-scans.js';
import { ensureVectorIndex } from '../../search/pgvector.js';
import { fuseRanks, nearTheBest } from '../documents/fuse-ranks.js';
import type { SearchMode } from '../documents/search-documents.js';
import { snippetOf } from '../documents/snippet.js';
import { doNotContactEntries, findCandidates, LOOKS_LIKE_EMAIL } from '../outreach/candidates.js';
import { withLastContacts } from '../outreach/recent-contacts.js';
import { certificationNames } from './resume-facts.js';
import { identitiesOf, passagesNamed, resumesNamingTerms, resumesPassing, writtenCertificationsOf, type CandidateFilters, type TermMatch } from './resume-index-repository.js';
import { readCandidateQuery } from './job-requirements.js';
import { normalizeTerm, phrasesOf } from './match-terms.js';

// Rows taken from each list before fusing: a resume has about six passages, and a candidate may
// have several resumes, so six per wanted candidate; bounded so the scans stay short.
const candidatesFor = (topK: number) => Math.min(300, Math.max(60, topK * 6));
// Passages shown as reasons: the best by words and the best by meaning.
const PASSAGES_SHOWN = 2;

// `mode` measures one list alone (npm run eval:candidates): passages by meaning ('vector') or by
// words ('text'); the API always fuses all three.
type SearchOptions = { caller: Pick<Caller, 'tenantId'>; query: string; topK: number; filters?: CandidateFilters; mode?: SearchMode };

/**
 * The tenant's candidates best matching a query (a few words or a pasted job description), one
 * per e-mail address, best first. Three ranked lists of resumes are fused by reciprocal rank
 * (as document search fuses two): passages nearest in meaning, passages sharing the query's
 * words, and resumes whose skills, job titles or certifications the query names. The score is that fused
 * relevance, the one number that orders the results; the reasons are the ones that ranked it.
 */
export async function searchCandidates(ctx: Pick<AppContext, 'prisma' | 'candidateEmbedder'>, options: SearchOptions) {
  const ranked = await rankResumes(ctx, options);
  const chosen = await onePerCandidate(ctx, options, ranked.resumes);
  if (chosen.length === 0) return { results: [] };
  const withCertifications = chosen.filter((match) => (ranked.terms.get(match.resumeId)?.certifications.length ?? 0) > 0).map((match) => match.resumeId);
  const [candidates, passages, certifications] = await Promise.all([
    findCandidates(ctx, { caller: options.caller, onlyEmails: chosen.map((match) => match.email) }).then((found) =>
      withLastContacts(ctx, { caller: options.caller, candidates: found }),
    ),
    passagesNamed(ctx.prisma, { tenantId: options.caller.tenantId, ids: chosen.flatMap((match) => reasonsOf(match.resumeId, ranked.hits)) }),
    writtenCertificationsOf(ctx.prisma, { tenantId: options.caller.tenantId, resumeIds: withCertifications }),
  ]);
  const candidateOf = new Map(candidates.map((candidate) => [candidate.email, candidate]));
  const passageOf = new Map(passages.map((passage) => [passage.id, passage]));
  const results = chosen.flatMap((match) => {
    const candidate = candidateOf.get(match.email);
    if (!candidate) return [];
    const terms = ranked.terms.get(match.resumeId);
    return [
      {
        candidate,
        score: match.relevance,
        matched: {
          skills: shownAs(terms?.skills ?? [], candidate.skills),
          titles: shownAs(terms?.titles ?? [], candidate.workExperience.map((job) => job.title)),
          certifications: certificationsShown(terms?.certifications ?? [], certifications.get(match.resumeId) ?? []),
          passages: reasonsOf(match.resumeId, ranked.hits).flatMap((id) => {
            const passage = passageOf.get(id);
            // The section is the snippet's title line (snippet.ts shows the lines after it).
            return passage ? [{ section: passage.section, snippet: snippetOf(`${passage.section}\n${passage.content}`, ranked.wordsQuery) }] : [];
          }),
        },
        yearsOfExperience: match.experienceMonths === null ? null : Math.round((match.experienceMonths / 12) * 10) / 10,
      },
    ];
  });
  return { results };
}

// The passages nearest in meaning count twice, as much as the words and the named terms
// together: on the judged queries of `npm run eval:candidates` this lifts hybrid above either
// list alone with both offline embedders (MRR@10 0.673 → 0.690 with GloVe, 0.815 → 0.844 with
// MiniLM, where equal weights fell below vectors alone). Words and terms still decide between
// resumes that mean the same.
const WEIGHTS = { vector: 2, text: 1, terms: 1 };

// A sentence model's time grows with the words it reads (about a millisecond a word on 2 cores),
// and a posting's title and first requirements say most of who is wanted: a job description's
// meaning is read from its first 32 words of requirements. On the judged job descriptions of
// `npm run eval:candidates` that ranks as the whole did (hybrid recall@3 0.93 whole, 0.97 cut).
// Its words and terms are still all matched.
const MEANING_WORDS = 32;
const firstWords = (text: string, count: number) => text.split(/\s+/).slice(0, count).join(' ');

/** Resumes best first with their relevance (only those near the best), and what found each. */
async function rankResumes(ctx: Pick<AppContext, 'prisma' | 'candidateEmbedder'>, options: SearchOptions) {
  const tenantId = options.caller.tenantId;
  const query = readCandidateQuery(options.query);
  // A sentence model answers from its own process: the filters, words and terms are read
  // meanwhile. Its failure is this search's (awaited below), not an unhandled rejection when a
  // scan fails first or the filters leave nobody.
  const embedding = embedQuery(ctx.candidateEmbedder, query.isReduced ? firstWords(query.text, MEANING_WORDS) : query.text);
  embedding.catch(() => {});
  const ownerIds = await resumesPassing(ctx.prisma, { tenantId, filters: options.filters ?? {} });
  if (ownerIds?.length === 0) return { resumes: [], hits: { byVector: [], byText: [] }, terms: new Map<string, TermMatch>(), wordsQuery: query.text };
  const limit = candidatesFor(options.topK);
  // One after the other: on the embedded database's single connection they would only queue.
  const byTerms = await resumesNamingTerms(ctx.prisma, { tenantId, phrases: phrasesOf(query.text), ownerIds, limit });
  // A job description's first eight words are rarely its point: its words are the skills and
  // titles it names that some resume has, when there are any.
  const named = [...new Set(byTerms.flatMap((match) => [...match.skills, ...match.titles]))];
  const wordsQuery = query.isReduced && named.length > 0 ? named.join(', ') : query.text;
  const byText = await passagesWithWords(ctx.prisma, RESUME_PASSAGES, { tenantId, model: ctx.candidateEmbedder.name, query: wordsQuery, limit, ownerIds });
  const vector = await embedding;
  const scope = { tenantId, model: ctx.candidateEmbedder.name, dimension: ctx.candidateEmbedder.dimension ?? vector.length };
  await ensureVectorIndex(ctx.prisma, { table: 'ResumePassage', ...scope });
  const byVector = await nearestPassages(ctx.prisma, RESUME_PASSAGES, { ...scope, vector, limit, ownerIds });
  const lists = {
    vector: [{ ids: byVector.map(ownerOf), weight: 1 }],
    text: [{ ids: byText.map(ownerOf), weight: 1 }],
    hybrid: [
      { ids: byVector.map(ownerOf), weight: WEIGHTS.vector },
      { ids: byText.map(ownerOf), weight: WEIGHTS.text },
      { ids: byTerms.map((match) => match.resumeId), weight: WEIGHTS.terms },
    ],
  };
  const resumes = nearTheBest(fuseRanks(lists[options.mode ?? 'hybrid']));
  return { resumes, hits: { byVector, byText }, terms: new Map(byTerms.map((match) => [match.resumeId, match])), wordsQuery };
}

const ownerOf = (hit: PassageHit) => hit.ownerId;

/**
 * The best resume of each address, in order, until `topK`: a candidate with several resumes is
 * one result. Resumes without a usable address are not candidates (as on the Candidates page).
 */
async function onePerCandidate(ctx: Pick<AppContext, 'prisma'>, options: SearchOptions, ranked: { id: string; relevance: number }[]) {
  const identities = await identitiesOf(ctx.prisma, { tenantId: options.caller.tenantId, resumeIds: ranked.map((resume) => resume.id) });
  const identityOf = new Map(identities.map((identity) => [identity.resumeId, identity]));
  // The filter's SQL reads plain addresses only; a new resume of an erased person is on the list as a hash.
  const seen = new Set<string>(
    options.filters?.excludeUnsubscribed ? (await doNotContactEntries(ctx, options.caller.tenantId, [...new Set(identities.map((identity) => identity.email))])).keys() : [],
  );
  const chosen: { resumeId: string; email: string; relevance: number; experienceMonths: number | null }[] = [];
  for (const { id, relevance } of ranked) {
    const identity = identityOf.get(id);
    if (!identity || !LOOKS_LIKE_EMAIL.test(identity.email) || seen.has(identity.email)) continue;
    seen.add(identity.email);
    chosen.push({ resumeId: id, email: identity.email, relevance, experienceMonths: identity.experienceMonths });
    if (chosen.length === options.topK) break;
  }
  return chosen;
}

/** The passages of a resume that ranked it: its best by words, then its best by meaning. */
function reasonsOf(resumeId: string, hits: { byVector: PassageHit[]; byText: PassageHit[] }): string[] {
  const first = (list: PassageHit[]) => list.find((hit) => hit.ownerId === resumeId)?.passageId;
  return [...new Set([first(hits.byText), first(hits.byVector)].filter((id) => id !== undefined))].slice(0, PASSAGES_SHOWN);
}

/** Certifications named by the query, each once, by the name the resume gives it ("Pediatric Advanced Life Support (PALS)"). */
function certificationsShown(terms: string[], written: string[]): string[] {
  const shown = terms.map((term) => {
    const certification = written.find((text) => certificationNames(text).some((name) => normalizeTerm(name) === term));
    return certification === undefined ? term : certificationNames(certification)[0]!.trim();
  });
  return [...new Set(shown)];
}

/** Matched terms as the candidate's resume writes them, falling back to the compared form. */
function shownAs(terms: string[], written: string[]): string[] {
  const byTerm = new Map(written.map((text) => [normalizeTerm(text), text.trim()]));
  return terms.map((term) => byTerm.get(term) ?? term);
}
