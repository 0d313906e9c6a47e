import type { SelectedCandidate } from '../../api/outreach';

// The spec hands the chosen candidates from Candidates selection to Compose through session storage.
export const SELECTION_STORAGE_KEY = 'outreach.selectedCandidates';

function isSelected(value: unknown): value is SelectedCandidate {
  return typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string';
}

/** The stored selection (records, or addresses alone after a Select All); anything unreadable counts as no selection. */
export function readSelection(): SelectedCandidate[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSelected) : [];
  } catch {
    return [];
  }
}

export function writeSelection(candidates: SelectedCandidate[]): void {
  sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(candidates));
}

export function clearSelection(): void {
  sessionStorage.removeItem(SELECTION_STORAGE_KEY);
}
