import type { Candidate } from '@app/shared';

/** The spec's search: name, e-mail, title and skills, case-insensitive; every word must match somewhere. */
export function matchesSearch(candidate: Candidate, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [candidate.fullName, candidate.email, candidate.title, ...candidate.skills].filter(Boolean).join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export const canBeContacted = (candidate: Candidate): boolean => candidate.unsubscribed !== true;

export const candidateKey = (candidate: Pick<Candidate, 'email'>): string => candidate.email.trim().toLowerCase();
