import { formatExperienceLength } from '@app/shared';
import type { AiSummary, ResumeSummary, SummarizeInput } from '../resume-analysis.js';
import { informativeness } from './achievements.js';
import { counted } from './counted.js';
import { findDuration } from './dates.js';
import { collectEvidence, describeSources, type Evidence } from './evidence.js';
import { experienceMonths } from './experience-length.js';
import { onePerRoot, parseQuery, relevance, type Query } from './relevance.js';

const MAX_BULLET_CHARS = 180;
const MAX_FOCUS_BULLETS = 6;
const GENERAL_DUTIES = 3;

/**
 * An extractive summary: bullets and a paragraph built from the resume's own lines. With a
 * focus prompt, the lines that share its terms (or their synonyms) are chosen and ranked
 * first, and the explanation says which ones and why.
 */
export function summarizeAnalysis({ analysis, prompt }: SummarizeInput, now = new Date()): ResumeSummary {
  const general = generalBullets(analysis, now);
  const paragraph = generalParagraph(analysis, now);
  const focus = prompt?.trim();
  if (!focus) return { bulletSummary: general, paragraphSummary: paragraph.join(' '), promptExplanation: null };

  const evidence = collectEvidence(analysis);
  const query = parseQuery(focus);
  const ranked = rankEvidence(evidence, query);
  const direct = ranked.filter(({ isDirect }) => isDirect);
  if (query.concepts.length === 0 || direct.length === 0) {
    return { bulletSummary: general, paragraphSummary: paragraph.join(' '), promptExplanation: littleEvidence(ranked.length) };
  }

  const chosen = focusBullets(ranked.map(({ item }) => item));
  const bullets = chosen.length >= 3 ? chosen : [...chosen, ...general.filter((line) => !chosen.includes(line))].slice(0, 5);
  const matchedWords = onePerRoot(ranked.flatMap(({ matched }) => matched)).slice(0, 8);
  const lead = ranked
    .filter(({ item }) => item.kind !== 'skill')
    .slice(0, 3)
    .map(({ item }) => sentence(item.text));
  const missing = query.concepts.filter((_concept, index) => !ranked.some(({ perConcept }) => (perConcept[index] ?? 0) > 0));
  // The page and the export show the prompt right above the explanation, which does not repeat it.
  const explanation = [
    `Chose ${chosen.length} of ${counted(evidence.length, 'item')} in the resume that mention ${quoteList(matchedWords)}`,
    `(${describeSources(ranked.slice(0, MAX_FOCUS_BULLETS).map(({ item }) => item))}).`,
    'Items that touch more parts of the focus come first, then those that name them directly rather than through a related word, then the more recent and measurable.',
    missing.length > 0 ? `Nothing in the resume speaks to ${quoteList(missing.map((concept) => concept.word))}.` : '',
    direct.length <= 2 ? `Only ${counted(direct.length, 'item')} ${direct.length === 1 ? 'matches' : 'match'} the focus directly, so the evidence for it is thin.` : '',
  ];
  return {
    bulletSummary: bullets,
    paragraphSummary: `On ${topicOf(focus)}: ${withoutRepeats([...lead, ...paragraph]).join(' ')}`,
    promptExplanation: explanation.filter(Boolean).join(' '),
  };
}

type Ranked = { item: Evidence; perConcept: number[]; matched: string[]; isDirect: boolean; rank: number };

/**
 * Scores each item per concept of the focus. A duty also borrows half of its role's score,
 * so "Lead a team of 12 RNs" under "Charge Nurse, ICU" counts for "leadership in ICU".
 * Only items that themselves mention a focus word are kept.
 */
function rankEvidence(evidence: Evidence[], query: Query): Ranked[] {
  return evidence
    .map((item): Ranked => {
      const own = relevance(item.text, query);
      const role = item.kind === 'duty' ? relevance(item.source, query).perConcept : [];
      const perConcept = own.perConcept.map((score, index) => Math.max(score, 0.5 * (role[index] ?? 0)));
      const covered = perConcept.filter((score) => score > 0).length;
      const strength = perConcept.reduce((sum, score) => sum + score, 0);
      const measured = item.kind === 'duty' || item.kind === 'achievement' ? informativeness(item.text) : 0;
      const rank = covered * 10 + strength + 0.1 * measured - 0.01 * item.order;
      return { item, perConcept, matched: own.matched, isDirect: own.perConcept.some((score) => score >= 1), rank };
    })
    .filter(({ matched }) => matched.length > 0)
    .sort((a, b) => b.rank - a.rank);
}

function focusBullets(items: Evidence[]): string[] {
  const skills = items.filter((item) => item.kind === 'skill').map((item) => item.text);
  const others = items.filter((item) => item.kind !== 'skill').slice(0, MAX_FOCUS_BULLETS - (skills.length > 0 ? 1 : 0));
  const lines = others.map((item) => shorten(item.kind === 'duty' || item.kind === 'achievement' ? `${item.text} (${item.source})` : item.text));
  if (skills.length > 0) lines.push(shorten(`Relevant skills: ${skills.join(', ')}`));
  return lines;
}

function littleEvidence(weakMatches: number): string {
  const weak = weakMatches > 0 ? ` Only ${counted(weakMatches, 'item')} ${weakMatches === 1 ? 'touches' : 'touch'} on loosely related terms.` : '';
  return `The resume has little evidence about the focus: no line mentions it directly.${weak} The summary below shows the candidate's general highlights instead.`;
}

function generalBullets(analysis: AiSummary, now: Date): string[] {
  const bullets: string[] = [];
  const [latest, ...earlier] = analysis.workExperience;
  if (latest) bullets.push(shorten(roleLine(latest)));
  if (earlier.length > 0) bullets.push(shorten(`Previously: ${earlier.slice(0, 3).map((job) => atCompany(job)).join('; ')}`));
  const months = careerMonths(analysis, now);
  if (months >= 12) bullets.push(`${formatExperienceLength(months)} of experience (${analysis.careerLevel} level)`);
  const duties = analysis.workExperience
    .flatMap((job, jobIndex) => job.responsibilities.map((duty) => ({ duty, score: informativeness(duty) - jobIndex * 0.5 })))
    .sort((a, b) => b.score - a.score)
    .slice(0, GENERAL_DUTIES)
    .map(({ duty }) => shorten(duty));
  bullets.push(...duties);
  const [degree] = analysis.education;
  if (degree) bullets.push(shorten(educationLine(degree)));
  if (analysis.skills.length > 0) bullets.push(shorten(`Skills: ${analysis.skills.slice(0, 8).join(', ')}`));
  if (analysis.certifications.length > 0) bullets.push(shorten(`Certifications: ${analysis.certifications.slice(0, 4).join('; ')}`));
  if (bullets.length === 0 && analysis.professionalSummary) bullets.push(shorten(analysis.professionalSummary));
  return bullets;
}

/** Sentences of the paragraph summary: the resume's own opening first when it has one. */
function generalParagraph(analysis: AiSummary, now: Date): string[] {
  const name = analysis.personalInfo.name !== '' ? analysis.personalInfo.name : 'The candidate';
  const parts: string[] = [];
  const opening = firstSentences(analysis.professionalSummary, 2);
  if (opening) parts.push(opening);
  const [latest] = analysis.workExperience;
  const months = careerMonths(analysis, now);
  if (latest) {
    const span = months >= 12 ? ` and has ${formatExperienceLength(months)} of experience across ${counted(analysis.workExperience.filter((job) => !job.isVolunteer).length, 'role')}` : '';
    parts.push(`${name} is most recently ${atCompany(latest)}${latest.duration ? ` (${latest.duration})` : ''}${span}.`);
  }
  const [degree] = analysis.education;
  if (degree) parts.push(`Education: ${educationLine(degree)}.`);
  if (analysis.skills.length > 0) parts.push(`Key skills include ${analysis.skills.slice(0, 5).join(', ')}.`);
  return parts.map((part) => part.replaceAll('..', '.'));
}

// From the durations as of `now`, not the stored months: a summary asked for later counts the months since.
function careerMonths(analysis: AiSummary, now: Date): number {
  return experienceMonths(
    analysis.workExperience.map((job) => ({ ...job, date: findDuration(job.duration) })),
    now,
  );
}

function roleLine(job: AiSummary['workExperience'][number]): string {
  return `${atCompany(job)}${job.duration ? ` (${job.duration})` : ''}`;
}

function atCompany(job: AiSummary['workExperience'][number]): string {
  if (job.title && job.company) return `${job.title} at ${job.company}`;
  return job.title !== '' ? job.title : job.company;
}

function educationLine(entry: AiSummary['education'][number]): string {
  const parts = [entry.degree, entry.institution].filter(Boolean).join(', ');
  return entry.year ? `${parts} (${entry.year})` : parts;
}

function firstSentences(text: string, count: number): string {
  return text.split(/(?<=[.!?])\s+/).slice(0, count).join(' ').trim();
}

// "Focus on ICU leadership" reads as a topic once the instruction words are gone.
function topicOf(focus: string): string {
  return focus.replace(/^(please\s+)?((with\s+a\s+)?focus(ed)?(\s+(on|upon))?|regarding|about|for)\s+/i, '') || focus;
}

/** The sentences of `parts` in order, each once: focused lead lines often restate the opening. */
function withoutRepeats(parts: string[]): string[] {
  const seen = new Set<string>();
  return parts
    .flatMap((part) => part.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/))
    .map((text) => text.trim())
    .filter((text) => {
      const key = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function quoteList(words: string[]): string {
  return words.map((word) => `"${word}"`).join(', ');
}

function shorten(text: string): string {
  if (text.length <= MAX_BULLET_CHARS) return text;
  const cut = text.slice(0, MAX_BULLET_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
