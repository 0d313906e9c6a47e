// Place names a resume uses for "where I live" and "where the job was". Enough to recognise
// "Austin, TX", "Toronto, ON, Canada" or "London, United Kingdom" without a gazetteer.

const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
const REGION_CODES = new Set(`${US_STATES} ${CA_PROVINCES}`.split(' '));

const REGION_NAMES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
  'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska',
  'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio',
  'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas',
  'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Ontario', 'Quebec',
  'British Columbia', 'Alberta', 'England', 'Scotland', 'Wales',
];

const COUNTRIES = [
  'USA', 'U.S.A.', 'US', 'United States', 'UK', 'U.K.', 'United Kingdom', 'Canada', 'Ireland', 'Germany', 'France',
  'Spain', 'Portugal', 'Italy', 'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Sweden', 'Norway', 'Denmark',
  'Finland', 'Poland', 'India', 'Pakistan', 'Bangladesh', 'China', 'Japan', 'Singapore', 'Australia',
  'New Zealand', 'South Africa', 'Nigeria', 'Kenya', 'Egypt', 'UAE', 'United Arab Emirates', 'Mexico', 'Brazil',
  'Argentina', 'Colombia', 'Chile', 'Philippines', 'Vietnam', 'Korea', 'South Korea', 'Israel', 'Turkey',
];

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
const REGION = [...REGION_NAMES, ...COUNTRIES].map(escape).join('|');
// At most four words: enough for "Rancho Santa Margarita", and it keeps matching linear on long lines.
const CITY = "\\p{Lu}[\\p{L}.'’-]*(?:\\s+(?:\\p{Lu}[\\p{L}.'’-]*|de|du|del|la|le|upon|on|am)){0,3}";

// Region names before two-letter codes, so "Bristol, UK" is read as a country, not a bad code.
const PLACE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${CITY}),\\s*(?:(${REGION})|([A-Z]{2})(?:\\s+\\d{5}(?:-\\d{4})?)?)(?:,\\s*(?:${REGION}))?(?![\\p{L}\\p{N}])`,
  'gu',
);
const REMOTE = /^(?:remote|remote\s*\([^)]*\)|hybrid(?:\s*\([^)]*\))?)$/i;

/** The first "City, Region" in a text, as written (zip codes left out). */
export function findPlace(text: string): string | undefined {
  // "Jane Doe, PE | Dubai, UAE": a two-letter word that is no state or province is skipped.
  const match = [...text.matchAll(PLACE)].find((candidate) => candidate[3] === undefined || REGION_CODES.has(candidate[3]));
  return match?.[0].replace(/\s+\d{5}(?:-\d{4})?/, '').trim();
}

/** True when the whole text is a place ("Austin, TX", "Remote", "London, UK"). */
export function isPlace(text: string): boolean {
  const trimmed = text.trim().replace(/[.;]$/, '');
  if (REMOTE.test(trimmed)) return true;
  const place = findPlace(trimmed);
  return place !== undefined && trimmed.replace(/\s+\d{5}(?:-\d{4})?/, '') === place;
}
