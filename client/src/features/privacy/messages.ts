// Candidates' data rights (issue 22): not in the spec, one place for the screens and their tests.
export const privacyMessages = {
  candidateExportFailed: 'Failed to export candidate data',
  eraseFailed: 'Failed to erase candidate',
  mentionsFailed: 'Failed to look for documents that mention them',
  noMentions: 'No document of the library mentions them.',
  namedInTitle: 'Named in the title or file name.',
} as const;

/** The status the Candidates page shows after an erase, from a card or the profile. */
export const erasedNotice = (name: string) => `${name} was erased.`;
