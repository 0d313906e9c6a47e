import type { CandidateFilters } from '../../api/candidates';

/** The filter fields as typed: text until the search is run. */
export type MatchFilterFields = { minYears: string; location: string; certification: string; excludeUnsubscribed: boolean };

export const NO_FILTERS: MatchFilterFields = { minYears: '', location: '', certification: '', excludeUnsubscribed: false };

/**
 * The filters the server is asked for: blank fields are no filter. The minimum comes from a number
 * field (blank when what is typed is not a number); a value out of range gets the server's message.
 */
export function filtersOf(fields: MatchFilterFields): CandidateFilters {
  const minYears = fields.minYears.trim();
  return {
    ...(minYears === '' ? {} : { minYears: Number(minYears) }),
    ...(fields.location.trim() === '' ? {} : { location: fields.location.trim() }),
    ...(fields.certification.trim() === '' ? {} : { certification: fields.certification.trim() }),
    ...(fields.excludeUnsubscribed ? { excludeUnsubscribed: true } : {}),
  };
}
