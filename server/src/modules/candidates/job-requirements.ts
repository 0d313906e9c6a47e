// A pasted job description is mostly not about the person wanted: the company, the benefits, how
// to apply. Compared whole, those words pull every resume towards the average. So a long query is
// reduced to its requirement-like lines first; a short one is taken as it is.

// Up to this a query is "a few words" (the documents' search box allows 500 characters).
const SHORT_QUERY_CHARS = 300;
// About a page of requirements: enough for any real posting, and it bounds the work a search does.
const MAX_REQUIREMENT_CHARS = 3_000;

const BULLET = /^\s*(?:[-*•·–—▪◦●]|\d{1,2}[.)])\s+/;
// Years ask for something only when counted ("3+ years", "two years"): "a new tower opening next
// year" is about the employer.
const REQUIREMENT_CUE =
  /\b(?:requir\w*|must|minimum|at least|experience[ds]?|(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|several)[\s-]*(?:years?|yrs)|certif\w*|licen[cs]\w*|registered|degree|bachelor'?s?|master'?s?|diploma|skills?|proficien\w*|knowledge|familiar\w*|ability|able to|qualifi\w*|preferred|background|expert\w*|fluent|responsib\w*|you will|you'll|duties)\b/i;
const NOT_ABOUT_THE_PERSON =
  /\b(?:benefits?|salary|compensation|pay range|per hour|bonus|401\s?\(?k\)?|pto|paid time off|insurance|equal opportunity|eeo|apply|application|about us|who we are|our mission|we offer|perks|visa sponsorship|reasonable accommodation)\b/i;
// "Requirements:", "Preferred qualifications": the heading over the requirements, not one of them.
const HEADING =
  /(?::$)|^(?:(?:minimum|preferred|basic|required|key|desired)\s+)?(?:requirements|qualifications|skills|responsibilities|duties|experience|what you(?:'ll| will)? bring|about you|who you are)$/i;

export type CandidateQuery = {
  /** What the query's meaning is read from and its words matched against: the query, or its requirements. */
  text: string;
  /** True when `text` is the requirements of a longer query (a job description). */
  isReduced: boolean;
};

/** The query as search compares it: a short one whole, a long one as its requirement-like lines. */
export function readCandidateQuery(query: string): CandidateQuery {
  const lines = query.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (query.length <= SHORT_QUERY_CHARS && lines.length <= 3) return { text: lines.join('\n'), isReduced: false };
  // Paragraphs are read sentence by sentence: some postings put every requirement in one.
  const statements = lines.flatMap((line) => (BULLET.test(line) ? [line] : line.split(/(?<=[.!?])\s+(?=[A-Z])/)));
  const requirements = statements.filter(
    (statement) => (BULLET.test(statement) || REQUIREMENT_CUE.test(statement)) && !NOT_ABOUT_THE_PERSON.test(statement) && !HEADING.test(statement),
  );
  // A posting with no recognisable requirement (a bare list of words, say) is read as written.
  const kept = (requirements.length > 0 ? requirements : statements).map((statement) => statement.replace(BULLET, ''));
  const title = postingTitle(lines[0] ?? '');
  if (title !== undefined && requirements.length > 0 && !kept.includes(title)) kept.unshift(title);
  return { text: truncate(kept.join('\n'), MAX_REQUIREMENT_CHARS), isReduced: true };
}

// A posting's first line, when short, is its title: who is wanted ("Staff Accountant", "Registered
// Nurse - Medical ICU"), which its requirement lines often never name again.
const MAX_TITLE_WORDS = 8;

function postingTitle(line: string): string | undefined {
  const isTitle = line.split(/\s+/).length <= MAX_TITLE_WORDS && !/[.!?]$/.test(line) && !NOT_ABOUT_THE_PERSON.test(line) && !HEADING.test(line);
  return isTitle ? line : undefined;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf('\n', max);
  return text.slice(0, cut > 0 ? cut : max);
}
