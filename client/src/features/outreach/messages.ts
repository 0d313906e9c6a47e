import { CANDIDATE_SELECTION_MAX, FILL_SUBJECT_AND_CONTENT, FILL_TEMPLATE } from '@app/shared';

// The outreach texts of the spec, word for word, in one place for the screens and their tests.
export const outreachMessages = {
  templatesLoadFailed: 'Failed to load templates',
  templateSaveFailed: 'Failed to save template',
  listLoadFailed: 'Failed to load outreaches',
  loadFailed: 'Failed to load outreach',
  updateFailed: 'Failed to update outreach',
  sendFailed: 'Failed to send email',
  candidatesLoadFailed: 'Failed to load candidates',
  composeLoadFailed: 'Failed to load data',
  saveFailed: 'Failed to save outreach',
  updated: 'Outreach updated successfully',
  sent: 'Email sent successfully',
  templateFieldsRequired: FILL_TEMPLATE,
  composeFieldsRequired: FILL_SUBJECT_AND_CONTENT,
  noCandidateSelected: 'Please select at least one candidate',
  // Beyond the spec: Select All over every match of a search, and one Compose's limit.
  selectAllFailed: 'Failed to select all candidates',
  tooManySelected: `Please select at most ${CANDIDATE_SELECTION_MAX} candidates: one Compose writes to at most ${CANDIDATE_SELECTION_MAX}.`,
  emptyList: 'No outreach campaigns yet',
  notFound: 'Outreach Not Found',
  repliesPlaceholder: 'Reply functionality coming soon',
  // Beyond the spec: with a mailbox read (IMAP_URL), before the candidate answers.
  noRepliesYet: 'No replies yet',
  queueFailed: 'Failed to queue drafts',
  // Beyond the spec: "Match to a job" on the Candidates page.
  matchFailed: 'Failed to find matching candidates',
  matchQueryRequired: 'Please enter a search or paste a job description',
  noMatches: 'No candidates match',
  // Beyond the spec: the candidate's own page.
  candidateLoadFailed: 'Failed to load candidate',
  candidateNotFound: 'Candidate Not Found',
} as const;
