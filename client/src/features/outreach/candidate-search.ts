import type { Candidate } from '@app/shared';

export const canBeContacted = (candidate: Candidate): boolean => candidate.unsubscribed !== true;

export const candidateKey = (candidate: Pick<Candidate, 'email'>): string => candidate.email.trim().toLowerCase();
