import type { Candidate } from '@app/shared';
import type { SelectedCandidate } from '../../api/outreach';

export const canBeContacted = (candidate: Partial<Pick<Candidate, 'unsubscribed'>>): boolean => candidate.unsubscribed !== true;

/** The list's order: by name, else by address. */
export const byName = (a: SelectedCandidate, b: SelectedCandidate): number => (a.fullName ?? a.email).localeCompare(b.fullName ?? b.email);

export const candidateKey = (candidate: Pick<Candidate, 'email'>): string => candidate.email.trim().toLowerCase();
