import { z } from 'zod';
import { topKSchema } from './documents.js';
import { candidateAnswerSchema } from './outreach.js';
import {
  CANDIDATE_FILTER_MAX_LENGTH,
  CANDIDATE_LIST_SEARCH_MAX_LENGTH,
  CANDIDATE_LOOKUP_MAX,
  CANDIDATE_MAX_PAGE_SIZE,
  CANDIDATE_MAX_YEARS,
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_QUERY_MAX_LENGTH,
  CANDIDATE_SELECTION_MAX,
} from './rules.js';

const filterText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().max(CANDIDATE_FILTER_MAX_LENGTH, `${label} must be at most ${CANDIDATE_FILTER_MAX_LENGTH} characters`))
    .optional()
    // Blank means no filter, as in the resume list.
    .transform((value) => (value ? value : undefined));

const minYearsMessage = `minYears must be a number from 0 to ${CANDIDATE_MAX_YEARS}`;

export const candidateSearchSchema = z.object({
  query: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter a search or paste a job description' : 'The search must be text') })
    // A pasted job description keeps its lines (requirements are read line by line); other
    // control characters mean nothing to search and read as spaces.
    .transform((query) => query.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Please enter a search or paste a job description')
        .max(CANDIDATE_QUERY_MAX_LENGTH, `The search must be at most ${CANDIDATE_QUERY_MAX_LENGTH.toLocaleString('en-US')} characters`),
    ),
  topK: topKSchema,
  filters: z
    .object(
      {
        minYears: z.number({ error: minYearsMessage }).min(0, minYearsMessage).max(CANDIDATE_MAX_YEARS, minYearsMessage).optional(),
        location: filterText('The location filter'),
        certification: filterText('The certification filter'),
        excludeUnsubscribed: z.boolean({ error: 'excludeUnsubscribed must be true or false' }).optional(),
      },
      { error: 'filters must be an object' },
    )
    .strict()
    .optional(),
});

export type CandidateSearchRequest = z.input<typeof candidateSearchSchema>;

const matchedPassageSchema = z.object({
  section: z.string().meta({ description: 'profile, job, education, skills or certifications' }),
  snippet: z.string().meta({ description: 'The words that matched sit between U+E000 and U+E001, as in document search' }),
});

const candidateMatchSchema = z.object({
  candidate: candidateAnswerSchema,
  score: z.number().min(0).max(1).meta({ description: 'The fused relevance that orders the results: 1 is first by meaning, by words and by skills' }),
  matched: z.object({
    skills: z.array(z.string()).meta({ description: 'Skills of the candidate the query names' }),
    titles: z.array(z.string()).meta({ description: 'Job titles of the candidate the query names' }),
    certifications: z.array(z.string()).meta({ description: 'Certifications of the candidate the query names, by name or acronym ("PALS")' }),
    passages: z.array(matchedPassageSchema).meta({ description: 'The resume sections found by meaning or by words' }),
  }),
  yearsOfExperience: z.number().nullable().meta({ description: 'From the job dates (overlaps once), to one decimal; null when the jobs have no dates' }),
});

export const candidateSearchAnswerSchema = z.object({ results: z.array(candidateMatchSchema) });

export type CandidateMatch = z.infer<typeof candidateMatchSchema>;
export type CandidateSearchAnswer = z.infer<typeof candidateSearchAnswerSchema>;

// GET /outreach/candidates with `q`, `limit` or `offset`: one page of the list, searched on the server.

const limitMessage = `limit must be a whole number from 1 to ${CANDIDATE_MAX_PAGE_SIZE}`;
const offsetMessage = 'offset must be a whole number of 0 or more';

const listSearchField = z
  .string({ error: 'q must be text' })
  .trim()
  .max(CANDIDATE_LIST_SEARCH_MAX_LENGTH, `q must be at most ${CANDIDATE_LIST_SEARCH_MAX_LENGTH} characters`)
  .optional()
  .transform((q) => (q ? q : undefined))
  .meta({ description: "Words each found in the candidate's name, e-mail, current title or skills (or the resume's file name); case-insensitive" });

export const candidateListQuerySchema = z.object({
  q: listSearchField,
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(CANDIDATE_MAX_PAGE_SIZE, limitMessage)
    .default(CANDIDATE_PAGE_SIZE)
    .meta({ description: 'Candidates in this answer' }),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int(offsetMessage)
    .min(0, offsetMessage)
    .max(Number.MAX_SAFE_INTEGER, offsetMessage)
    .default(0)
    .meta({ description: 'Candidates of the search skipped, in the list order (by name)' }),
});

/**
 * GET /outreach/candidates?q&fields=email: "Select All" over a search. Only the addresses of every
 * match that can be e-mailed, however many pages the list has loaded.
 */
export const candidateSelectionQuerySchema = z.object({
  q: listSearchField,
  fields: z
    .literal('email', { error: 'fields must be email' })
    .meta({ description: `Answer only the addresses of every match that can be e-mailed (at most ${CANDIDATE_SELECTION_MAX}): "Select All"` }),
});

export const candidateSelectionAnswerSchema = z.object({
  emails: z.array(z.string()).meta({ description: 'Lower-cased, in the list order (by name); unsubscribed and bounced addresses left out' }),
});

export type CandidateSelection = z.infer<typeof candidateSelectionAnswerSchema>;

const lookupMessage = `emails must be 1 to ${CANDIDATE_LOOKUP_MAX} e-mail addresses separated by commas`;

/** GET /outreach/candidates?emails=a@x.com,b@y.com: those candidates only, as the spec's array. */
export const candidateLookupQuerySchema = z.object({
  emails: z
    .string({ error: lookupMessage })
    .transform((list) => list.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email({ error: lookupMessage })).min(1, lookupMessage).max(CANDIDATE_LOOKUP_MAX, lookupMessage))
    .meta({ description: `Only the candidates with these addresses (comma-separated, at most ${CANDIDATE_LOOKUP_MAX}), e.g. a Compose's recipients` }),
});

const lookupBodyMessage = `emails must be a list of 1 to ${CANDIDATE_SELECTION_MAX} e-mail addresses`;

/** POST /outreach/candidates/lookup { emails }: a Compose's recipients, more than fit in a query string. */
export const candidateLookupSchema = z.object({
  emails: z
    .array(
      z
        .string({ error: lookupBodyMessage })
        .transform((email) => email.trim().toLowerCase())
        .pipe(z.email({ error: lookupBodyMessage })),
      { error: lookupBodyMessage },
    )
    .min(1, lookupBodyMessage)
    .max(CANDIDATE_SELECTION_MAX, lookupBodyMessage),
});

export type CandidateLookupRequest = z.input<typeof candidateLookupSchema>;

export const candidatePageAnswerSchema = z.object({
  candidates: z.array(candidateAnswerSchema),
  totalItems: z.int().meta({ description: 'Candidates matching q' }),
  totalCandidates: z.int().meta({ description: "All of the organisation's candidates (the M of 'N of M selected')" }),
});

export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;
export type CandidatePage = z.infer<typeof candidatePageAnswerSchema>;

// GET /candidates/{email}: one candidate's page.

const when = z.iso.datetime();

export const candidateProfileAnswerSchema = z.object({
  candidate: candidateAnswerSchema,
  analysis: z
    .object({
      certifications: z.array(z.string()),
      keyAchievements: z.array(z.string()),
      careerLevel: z.string(),
      yearsOfExperience: z.number().nullable().meta({ description: 'From the job dates (overlaps once), to one decimal; null when the jobs have no dates' }),
      analysisModel: z.string().nullable(),
    })
    .meta({ description: 'Of the newest resume, the one the candidate is read from' }),
  resumes: z
    .array(z.object({ id: z.uuid(), originalFilename: z.string(), processingStatus: z.string(), createdAt: when }))
    .meta({ description: 'Every resume of the organisation with this address, newest first' }),
  outreach: z
    .array(
      z.object({
        id: z.uuid(),
        subject: z.string(),
        status: z.string(),
        createdAt: when,
        sentAt: when.nullable(),
        sentBy: z.object({ firstName: z.string(), lastName: z.string() }),
      }),
    )
    .meta({ description: 'Every outreach of the organisation to this address, newest first, with its status' }),
});

export type CandidateProfile = z.infer<typeof candidateProfileAnswerSchema>;
