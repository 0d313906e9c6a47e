// Limits, page sizes and form messages that the client shows and the server enforces. No zod in
// this file: the client imports these at run time, and zod stays out of its bundle.

/** The e-mailed codes (verification, two-factor sign-in, two-factor setup) have this many digits. */
export const CODE_LENGTH = 4;

/** Resumes per page: the page-size select and the `limit` the server accepts. */
export const RESUME_PAGE_SIZES = [3, 6, 12] as const;
export const DEFAULT_RESUME_PAGE_SIZE = 6;
/** The list's status filter: the server's processing statuses (decision 13). */
export const RESUME_STATUSES = ['uploaded', 'parsed', 'processed', 'failed'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];
export const RESUME_SEARCH_MAX_LENGTH = 200;
/** The focus prompt of "Summarize in Detail". */
export const FOCUS_PROMPT_MAX_LENGTH = 500;

/** Documents per page: the `limit` the server accepts; the library page shows the default. */
export const DOCUMENT_PAGE_SIZES = [6, 12, 24] as const;
export const DEFAULT_DOCUMENT_PAGE_SIZE = 6;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 2000;
export const SEARCH_QUERY_MAX_LENGTH = 500;
/** Results of one search: the spec's 10 unless the caller asks for up to MAX_TOP_K. */
export const DEFAULT_TOP_K = 10;
export const MAX_TOP_K = 50;

/** Candidate search: a few words or a whole pasted job description. */
export const CANDIDATE_QUERY_MAX_LENGTH = 20_000;
export const CANDIDATE_FILTER_MAX_LENGTH = 200;
export const CANDIDATE_MAX_YEARS = 60;
/** The Candidates page loads this many cards at a time ("Show more"); the list answers at most CANDIDATE_MAX_PAGE_SIZE. */
export const CANDIDATE_PAGE_SIZE = 24;
export const CANDIDATE_MAX_PAGE_SIZE = 100;
/** Most addresses one look-up of candidates by address in the query string (`?emails=`) names: a URL stays short. */
export const CANDIDATE_LOOKUP_MAX = 100;
export const CANDIDATE_LIST_SEARCH_MAX_LENGTH = 200;

/** Lengths of template and draft texts. */
export const OUTREACH_TEXT_LIMITS = { name: 200, subject: 300, content: 20_000, description: 1_000 } as const;
/** The spec's outreach pages hold 5 rows; other screens may ask for up to OUTREACH_MAX_PAGE_SIZE. */
export const DEFAULT_OUTREACH_PAGE_SIZE = 5;
export const OUTREACH_MAX_PAGE_SIZE = 50;
/** A candidate e-mailed (sent or queued) this many days ago or less is flagged "Contacted" before another e-mail. */
export const RECENT_CONTACT_DAYS = 30;
/** Ticked drafts one queue request may name; "Send all drafts" (all: true) names none. */
export const QUEUE_MAX_IDS = 500;
/**
 * Most candidates one Compose writes to: its "Send to all N" queues their drafts in one request,
 * so the same number. "Select All" over a search takes at most this many, and Compose looks its
 * recipients up (POST /outreach/candidates/lookup) this many at once.
 */
export const CANDIDATE_SELECTION_MAX = QUEUE_MAX_IDS;

// The spec's form messages: the client shows them before sending, the server answers them.
export const FILL_TEMPLATE = 'Please fill in all required fields';
export const FILL_SUBJECT_AND_CONTENT = 'Please fill in subject and content';
