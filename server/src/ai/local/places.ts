// Place names a resume uses for "where I live" and "where the job was". Enough to recognise
// "Austin, TX", "Toronto, ON, Canada" or "London, United Kingdom" without a gazetteer.
import { TOWN_NAMES } from './town-names.js';
import { companyScore, isInstitution, isLegalForm, titleScore } from './vocabulary.js';

const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
// Two-letter country codes people write after a city ("Nice, FR"); none is also a state's.
const COUNTRY_CODES = 'FR ES IT NL BE CH AT SE NO DK FI PL PT IE JP CN KR SG AU NZ ZA NG KE EG AE BR CL PH VN TR RU UA IR GB';
const REGION_CODES = new Set(`${US_STATES} ${CA_PROVINCES} ${COUNTRY_CODES}`.split(' '));

const REGION_NAMES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
  'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska',
  'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio',
  'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas',
  'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Ontario', 'Quebec',
  'British Columbia', 'Alberta', 'England', 'Scotland', 'Wales',
];

// Every country's English name ("Costa Rica", "Côte d’Ivoire", "Türkiye") and its own name in its
// main language ("Brasil", "Deutschland", "España"), as its people write it, from the platform's
// own CLDR data; and the short and older names resumes write beside them.
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
// Groupings, placeholders and test regions CLDR names too: none is where a person lives.
const NOT_A_COUNTRY = new Set(['EU', 'EZ', 'UN', 'QO', 'UM', 'ZZ', 'XA', 'XB']);
const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const namesIn = new Map<string, Intl.DisplayNames>();
const regionNamesIn = (language: string) => {
  const names = namesIn.get(language) ?? new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  namesIn.set(language, names);
  return names;
};
const ownName = (code: string) => {
  const language = new Intl.Locale(`und-${code}`).maximize().language;
  return language === 'und' ? undefined : regionNamesIn(language).of(code);
};
const COUNTRY_CODES_CLDR = LETTERS.flatMap((first) => LETTERS.map((second) => first + second)).filter((code) => !NOT_A_COUNTRY.has(code));
// "CA" after "QC": the codes CLDR names a country by, and the United Kingdom's as people write it.
const COUNTRY_CODE_SET = new Set([...COUNTRY_CODES_CLDR.filter((code) => ENGLISH_NAMES.of(code) !== undefined), 'UK']);
const COUNTRIES = [
  ...new Set(
    COUNTRY_CODES_CLDR.flatMap((code) => {
      const english = ENGLISH_NAMES.of(code);
      return english === undefined ? [] : [english, ownName(code)];
    }).filter((name): name is string => name !== undefined && /^\p{Script=Latin}/u.test(name)),
  ),
  'USA', 'U.S.A.', 'U.S.A', 'US', 'UK', 'U.K.', 'UAE', 'Korea', 'S.Korea', 'S. Korea', 'Republic of Korea', 'Rep. of Korea',
  'Hong Kong', 'Macau', 'Turkey', 'Czech Republic', 'Myanmar', 'Ivory Coast', 'Bosnia and Herzegovina', 'Trinidad and Tobago',
  // "Utrecht, the Netherlands": the article people write before the name, in either case.
  'The Netherlands', 'the Netherlands',
];

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Countries are often written in capitals ("Seoul, KOREA"), sometimes only the name after "of"
// ("Seoul, 00681, Rep. of KOREA").
const withNameInCapitals = (country: string) => country.replace(/(?<= of )[^]*$/, (name) => name.toUpperCase());
// Grouped by first letter, so a match tries the names of one letter rather than all five hundred.
function byFirstLetter(names: string[]): string {
  const groups = new Map<string, string[]>();
  for (const name of names) groups.set(name.charAt(0), [...(groups.get(name.charAt(0)) ?? []), escape(name.slice(1))]);
  return [...groups].map(([first, rests]) => `${escape(first)}(?:${rests.join('|')})`).join('|');
}
const REGION = byFirstLetter([...REGION_NAMES, ...COUNTRIES, ...COUNTRIES.map((country) => country.toUpperCase()), ...COUNTRIES.filter((country) => country.includes(' of ')).map(withNameInCapitals)]);
// At most four words: enough for "Rancho Santa Margarita", and it keeps matching linear on long lines.
const CITY = "\\p{Lu}[\\p{L}.'’-]*(?:\\s+(?:\\p{Lu}[\\p{L}.'’-]*|de|du|del|la|le|upon|on|am)){0,3}";

// Region names before two-letter codes, so "Bristol, UK" is read as a country, not a bad code.
// A town's name starts no word midway, after a hyphen, a period or an apostrophe either: each such
// start scanned on to the word's end, and a long hyphenated word took time in its length squared.
const PLACE = new RegExp(
  `(?<![\\p{L}\\p{N}.'’-])(${CITY}),\\s*(?:(${REGION})|([A-Z]{2})(?:\\s+\\d{5}(?:-\\d{4})?)?)(?:,\\s*(?:${REGION}))?(?![\\p{L}\\p{N}])`,
  'gu',
);
// A name of one to three capitalised words ("Chicago", "San Francisco", "Rancho Santa Margarita").
const NAME_WORDS = String.raw`\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}`;
// "International", "Worldwide", "Various locations": where a role was held that had no one place.
const REMOTE = /^(?:remote|remote\s*\([^)]*\)|hybrid(?:\s*\([^)]*\))?|international|worldwide|nationwide|(?:various|multiple)(?: locations)?)$/iu;
// "Greater Chicago Area", "San Francisco Bay Area", "Greater Vancouver Metropolitan Area": LinkedIn's
// names for a metropolitan area.
const METRO_AREA = new RegExp(String.raw`^(?:greater\s+${NAME_WORDS}(?:\s+metropolitan)?\s+area|${NAME_WORDS}\s+(?:bay|metropolitan|metro)\s+area)$`, 'iu');

/** "Greater Chicago Area", "Kyiv Metropolitan Area": a metropolitan area as LinkedIn names it. */
export const isMetroArea = (text: string) => METRO_AREA.test(text.trim());

// The rules ask for the place of one line many times over, and the pattern is long: the answers
// are kept for the lines of the resume at hand (a bounded number, forgotten all at once when full
// or when the next resume is read). A place depends on the text alone.
const MAX_REMEMBERED_PLACES = 4_000;
const rememberedPlaces = new Map<string, string | undefined>();

/** Forgets the places read so far: called as the analysis of a resume begins. */
export function forgetReadPlaces(): void {
  rememberedPlaces.clear();
}

// "9768 American Street    Chicago, Illinois": a street's name the page parts from the town by a gap
// alone is no part of the town.
const STREET_BEFORE_TOWN = /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,2}(?:Street|Avenue|Ave\.?|Road|Lane|Drive|Boulevard|Blvd\.?)\s+(?=\p{Lu})/u;

// "Bengaluru, Karnataka, India", "Munich, Bavaria, Germany": the pattern reads a province before its
// country as a town; a known town before it is where the place starts, as in isTownProvinceCountry.
const TOWN_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}.'’-])(${NAME_WORDS}),\s*$`, 'u');

/** The first "City, Region" in a text, as written (zip codes left out). */
export function findPlace(text: string): string | undefined {
  // Every place the pattern reads has a comma.
  if (!text.includes(',')) return undefined;
  if (rememberedPlaces.has(text)) return rememberedPlaces.get(text);
  if (rememberedPlaces.size >= MAX_REMEMBERED_PLACES) rememberedPlaces.clear();
  // "Jane Doe, PE | Dubai, UAE": a two-letter word that is no state or province is skipped.
  const match = [...text.matchAll(PLACE)].find((candidate) => candidate[3] === undefined || REGION_CODES.has(candidate[3]));
  const found = match?.[0].replace(/\s+\d{5}(?:-\d{4})?/, '').replace(STREET_BEFORE_TOWN, '').trim();
  const town = match ? TOWN_BEFORE.exec(text.slice(0, match.index))?.[1] : undefined;
  const place = found !== undefined && town !== undefined && isTownName(town) ? `${town}, ${found}` : found;
  rememberedPlaces.set(text, place);
  return place;
}

// "New Haven CT, 06511", "Portland OR 97201": a US town and state written without the comma, which
// the ZIP code after them marks as an address.
const postalPlace = (state: string, postcode: string) => new RegExp(`(?<![\\p{L}\\p{N}.'’-])(${CITY})\\s+(${state}),?\\s+${postcode}(?!\\d)`, 'u');
const POSTAL_PLACE = postalPlace('[A-Z]{2}', String.raw`\d{5}(?:-\d{4})?`);
const US_STATE_CODES = new Set(US_STATES.split(' '));
// "Sydney NSW 2000", "Fitzroy VIC 3065": Australia writes its state's letters and a four-digit postcode.
const AU_POSTAL_PLACE = postalPlace('NSW|VIC|QLD|WA|SA|TAS|ACT|NT', String.raw`\d{4}`);

/** The "City, ST" of a US address written as "City ST 12345", or of an Australian one, "City NSW 2000". */
export function findPostalPlace(text: string): string | undefined {
  const match = POSTAL_PLACE.exec(text);
  if (match?.[1] && match[2] && US_STATE_CODES.has(match[2])) return `${match[1]}, ${match[2]}`;
  const australian = AU_POSTAL_PLACE.exec(text);
  return australian?.[1] && australian[2] ? `${australian[1]}, ${australian[2]}` : undefined;
}

// "Barcelona, Spain (Remote)": how the job was worked, noted after its place.
const WORK_MODE_NOTE = /\s*\((?:remote|hybrid|on-?site)\)$/i;

// "Maroc", "Russie", "Alemania": a country as the languages the rules read write it. Looked up whole
// only: in the place pattern, names in six languages made a long alternation.
const READ_LANGUAGES = ['fr', 'de', 'es', 'pt', 'it'];
const COUNTRIES_IN_READ_LANGUAGES = READ_LANGUAGES.flatMap((language) => COUNTRY_CODES_CLDR.flatMap((code) => regionNamesIn(language).of(code) ?? []));
const REGION_NAMES_WRITTEN = new Set(
  [...REGION_NAMES, ...COUNTRIES, ...COUNTRIES_IN_READ_LANGUAGES].flatMap((name) => [name, name.toUpperCase()]),
);

/** True when the text is a country or a state written out, and nothing else ("Portugal", "TEXAS"). */
export function isRegionName(text: string): boolean {
  return REGION_NAMES_WRITTEN.has(text.trim().replace(/\.$/, ''));
}

/** "MA", "ON", "FR": a state's, province's or country's two-letter code. */
export function isRegionCode(text: string): boolean {
  return REGION_CODES.has(text.trim());
}

/** True when the whole text is a place ("Austin, TX", "Remote", "London, UK", "Palo Alto, CA & Ithaca, NY"). */
export function isPlace(text: string): boolean {
  const trimmed = text.trim().replace(/[.;]$/, '').replace(WORK_MODE_NOTE, '');
  if (REMOTE.test(trimmed) || isMetroArea(trimmed) || isTownAndRegionCode(trimmed) || isTownProvinceCountry(trimmed) || isTownWithCountryInBrackets(trimmed) || isTownAndProvince(trimmed)) return true;
  const places = trimmed.split(/\s+(?:&|and)\s+/);
  // "Northampton Recreation Department Northampton, MA", "Southwestern University Georgetown, TX":
  // an employer's or school's name before its town is no town's.
  return places.every((part) => {
    const place = findPlace(part);
    return place !== undefined && part.replace(/\s+\d{5}(?:-\d{4})?/, '') === place && !isInstitution(part) && companyScore(part) === 0;
  });
}

// "Ondjiva (Angola)", "Reims (France)": a town with its country in brackets.
const TOWN_WITH_COUNTRY = /^(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}) \(([^()]+)\)$/u;
function isTownWithCountryInBrackets(text: string): boolean {
  const [, , country] = TOWN_WITH_COUNTRY.exec(text) ?? [];
  return country !== undefined && isRegionName(country);
}

// "Curitiba, Paraná, Brasil", "Lyon, Auvergne-Rhône-Alpes, France": LinkedIn's export writes a
// known town, its province and its country; the province is no state the lists name.
const PROVINCE = /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}$/u;
export function isTownProvinceCountry(text: string): boolean {
  const [town = '', province = '', country = '', ...rest] = text.split(/,\s*/);
  return rest.length === 0 && country !== '' && isRegionName(country) && PROVINCE.test(province) && isTownName(town);
}

// A part of a place names no role, employer or school ("Teacher Induction Scheme", "Acme Corp").
const namesNoOne = (part: string) => titleScore(part) === 0 && companyScore(part) === 0 && !isInstitution(part);

/** "El Obour, Al Qalyubiyah, Egypt": a town no list knows, its province and its country, and nothing else. */
export function isNamedPlaceAndCountry(text: string): boolean {
  const [town = '', province = '', country = '', ...rest] = text.split(/,\s*/);
  const isName = (part: string) => PROVINCE.test(part) && namesNoOne(part);
  return rest.length === 0 && isRegionName(country) && isName(town) && isName(province);
}

// "Barcelona, Cataluña", "Marbella, Málaga", "Tamil Nadu": a known town and the province or state it
// lies in, which no list here names, in a word or two. "Edinburgh, Teacher Induction Scheme" is no place.
const PROVINCE_NAME = /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u;
function isTownAndProvince(text: string): boolean {
  const [town = '', province = '', ...rest] = text.split(/,\s*/);
  return rest.length === 0 && isTownName(town) && PROVINCE_NAME.test(province) && namesNoOne(province);
}

// First words of the cities whose names take two words; any other city is read as one word.
const TWO_WORD_CITY =
  /^(?:new|san|santa|los|las|la|el|st\.?|saint|fort|ft\.?|mountain|palo|salt|kansas|oklahoma|jersey|long|rio|são|sao|hong|tel|kuala|cape|buenos|mexico|abu|port|grand|little|baton|des|ann|cedar|coral|corpus|culver|daly|del|eau|glen|green|menlo|redwood|rock|round|sioux|simi|sugar|thousand|walnut|winston|costa|ho|cluj|frankfurt|halle|kota|petaling|rawalpindi|sankt)$/i;

/**
 * "Kasa Seoul, S.Korea", "Google Mountain View, CA", "SAMSUNG Electronics S.Korea": an employer
 * or school with the place written right after it, as right-aligned places read in extracted
 * text. Answers [before, place], or undefined when the text holds no trailing place or is
 * nothing but one. Places joined by "&" ("Seoul, S.Korea & LA, U.S.A") go together.
 */
export function splitTrailingPlace(text: string): [string, string] | undefined {
  const split = splitLastPlace(text.trim());
  if (!split) return undefined;
  const [before, place] = split;
  const joined = /^(.*\S)\s+(?:&|and)$/.exec(before)?.[1];
  const earlier = joined ? splitTrailingPlace(joined) : undefined;
  return earlier ? [earlier[0], `${earlier[1]} & ${place}`] : split;
}

// "College" starts a city only in these; "Blinn College Bryan, TX" is a college in Bryan.
const TWO_WORD_PAIR = /^college (?:station|park)$/i;

const COUNTRY_NAMES = new Set(COUNTRIES);
const REGION_OR_COUNTRY_NAMES = new Set([...REGION_NAMES, ...COUNTRIES]);

// "SAMSUNG Electronics S.Korea": the text before a country that ends it, taken at the first space
// after which all the rest is one ([before, country]).
function countryAtEnd(text: string): [string, string] | undefined {
  for (const space of text.matchAll(/\s+/g)) {
    const [before, country] = [text.slice(0, space.index), text.slice(space.index + space[0].length)];
    if (/\S$/.test(before) && COUNTRY_NAMES.has(country)) return [before, country];
  }
  return undefined;
}

// A name that ends on one of these goes on into what follows it.
const NAME_GOES_ON = /\b(?:of|in|the|de|del|do|da|di|du|des)$/i;

function splitLastPlace(trimmed: string): [string, string] | undefined {
  // "AltMBA, New York, NY": a city named like a state, then its state; the place is the longest
  // tail after a comma that is one.
  const afterComma = placeAfterComma(trimmed);
  if (afterComma) return afterComma;
  const match = [...trimmed.matchAll(PLACE)].at(-1);
  const reachesEnd = match !== undefined && match.index + match[0].length >= trimmed.replace(/[.;]$/, '').length;
  if (!match?.[1] || !reachesEnd || (match[3] !== undefined && !REGION_CODES.has(match[3]))) {
    // "SAMSUNG Electronics S.Korea": a country alone after a name of two words or more, unless the
    // name goes on into it ("Bank of America", "Universidad de Chile").
    const country = countryAtEnd(trimmed);
    return country && country[0].split(/\s+/).length >= 2 && !NAME_GOES_ON.test(country[0]) ? country : undefined;
  }
  const cityWords = match[1].split(/\s+/);
  // After a comma the whole city was matched, unless it starts with a company suffix ("Co., Ltd.
  // Seoul") or is an employer's name glued to a known town ("Aide, Northampton Recreation Department
  // Northampton, MA"); glued to a name it may have taken the name's last words.
  const isNameBeforeTown = companyScore(match[1]) > 0 && isTownName(cityWords.at(-1) ?? '');
  const isAfterComma = /,\s*$/.test(trimmed.slice(0, match.index)) && !isLegalForm(cityWords[0] ?? '') && !isNameBeforeTown;
  const lastTwo = cityWords.slice(-2).join(' ');
  const isTwoWordCity = cityWords.length >= 2 && (TWO_WORD_CITY.test(cityWords.at(-2) ?? '') || TWO_WORD_PAIR.test(lastTwo) || isTownName(lastTwo));
  // "Richmond Hill", "Salt Lake City": a town the list knows by its longer name keeps all of it.
  const keep = isAfterComma ? cityWords.length : cityWords.length >= 3 && isTownName(cityWords.slice(-3).join(' ')) ? 3 : isTwoWordCity ? 2 : 1;
  const city = cityWords.slice(-keep).join(' ');
  // "Aberystwyth University, Wales": a school's word is no town's.
  if (isInstitution(city) && !TWO_WORD_PAIR.test(city)) return undefined;
  const before = `${trimmed.slice(0, match.index)}${cityWords.slice(0, -keep).join(' ')}`.trim();
  // "University of La Verne, CA": a name that ends on "of" goes on into what looked like its town.
  if (before === '' || !/\p{L}{2}/u.test(before) || NAME_GOES_ON.test(before) || /\b(?:for|and|at)$/i.test(before)) return undefined;
  return [before, `${city}${match[0].slice(match[1].length)}`.trim()];
}

// Places have at most three parts ("Toronto, ON, Canada"), so only the last few commas are tried.
const MAX_PLACE_COMMAS = 3;
// A city named like a state or country ("New York, NY"): the one place the pattern misreads.
const REGION_NAMED_CITY = new RegExp(`^(?:${REGION_NAMES.map(escape).join('|')}),`);

function placeAfterComma(text: string): [string, string] | undefined {
  const commas = [...text.matchAll(/,/g)].map((comma) => comma.index).slice(-MAX_PLACE_COMMAS);
  const start = commas.find((index) => isPlace(text.slice(index + 1)));
  if (start === undefined) return undefined;
  const [before, place] = [text.slice(0, start).trim(), text.slice(start + 1).trim()];
  if (!REGION_NAMED_CITY.test(place) || !/\p{L}{2}/u.test(before) || isPlace(before)) return undefined;
  return [before, place];
}

/**
 * "Indian Statistical Institute Bangalore, India" reads as a place, but an institution named
 * before the country is a name: the name, without the country.
 */
export function withoutCountry(field: string): string {
  const name = isPlace(field) && isInstitution(field) ? nameBeforeCountry(field) : undefined;
  return name ?? field;
}

/**
 * "Ignite Solutions, India": in a job heading that names no employer, the name before a country;
 * "Aberystwyth University, Wales": or before a state, written out.
 */
export function nameBeforeCountry(text: string): string | undefined {
  const trimmed = text.trim();
  for (const comma of trimmed.matchAll(/,\s*/g)) {
    const [name, rest] = [trimmed.slice(0, comma.index), trimmed.slice(comma.index + comma[0].length).replace(/\.$/, '')];
    if (name !== '' && REGION_OR_COUNTRY_NAMES.has(rest)) return name.trim();
  }
  return undefined;
}

let towns: Set<string> | undefined;

/** "Aarhus", "Herning", "Toronto": the name of a town of 15,000 people or more, as written alone. */
export function isTownName(text: string): boolean {
  towns ??= new Set(TOWN_NAMES.split('\n').filter(Boolean));
  const name = text.trim();
  // "Saint-Petersburg" for GeoNames' "Saint Petersburg".
  return towns.has(name) || towns.has(name.replaceAll('-', ' '));
}

// "Western Sydney", "Newcastle NSW": a known town written without a comma, with the side of it
// before it or its region's code after it.
const SIDE_OF_TOWN = /^(?:greater|downtown|central|inner|north|south|east|west|northern|southern|eastern|western)\s+/i;
/** True when the text is a known town's name, maybe with a side of it or its region's code ("Western Sydney", "Newcastle NSW"). */
export function isBareTownName(text: string): boolean {
  // As after a comma ("Melbourne, VIC"), any code of two or three capitals after a known town.
  const town = text.trim().replace(/\s+\p{Lu}{2,3}$/u, '');
  return isTownName(town) || isTownName(town.replace(SIDE_OF_TOWN, ''));
}

/** "NTNU, Trondheim", "Universidad de Alicante, Alicante": a town's name closing a line after a comma. */
export function closesWithTown(field: string, line: string): boolean {
  return line.trimEnd().endsWith(`, ${field}`) && isTownName(field);
}

// "Melbourne, VIC", "Brisbane, QLD": a known town and a region's code that no list here holds.
// "Omaha NE": a known town and a US state's code, written without the comma.
const TOWN_AND_CODE = /^(\p{Lu}[\p{L}.'’ -]*),\s*(\p{Lu}{2,3})$/u;
const TOWN_AND_STATE = /^(\p{Lu}[\p{L}.'’ -]*?)\s+([A-Z]{2})$/u;
// "Montréal, QC, CA": a known town, its province's code and its country's.
const TOWN_AND_TWO_CODES = /^(\p{Lu}[\p{L}.'’ -]*),\s*([A-Z]{2}),\s*([A-Z]{2})$/u;
const isTownAndRegionCode = (text: string) => {
  const match = TOWN_AND_CODE.exec(text);
  if (match?.[1] !== undefined) return isTownName(match[1]);
  const [, townWithCodes, region = '', country = ''] = TOWN_AND_TWO_CODES.exec(text) ?? [];
  if (townWithCodes !== undefined) return REGION_CODES.has(region) && COUNTRY_CODE_SET.has(country) && isTownName(townWithCodes);
  const [, town, state] = TOWN_AND_STATE.exec(text) ?? [];
  return town !== undefined && state !== undefined && US_STATE_CODES.has(state) && isTownName(town);
};
