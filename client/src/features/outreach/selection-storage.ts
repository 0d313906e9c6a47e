import type { Candidate } from '@app/shared';

// The spec hands the chosen candidates from Candidates selection to Compose through session storage.
export const SELECTION_STORAGE_KEY = 'outreach.selectedCandidates';

function isCandidate(value: unknown): value is Candidate {
  return typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string';
}

/** The stored selection; anything unreadable counts as no selection. */
export function readSelection(): Candidate[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCandidate) : [];
  } catch {
    return [];
  }
}

export function writeSelection(candidates: Candidate[]): void {
  sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(candidates));
}

export function clearSelection(): void {
  sessionStorage.removeItem(SELECTION_STORAGE_KEY);
}

/** Case-insensitive, as the server matches addresses. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
