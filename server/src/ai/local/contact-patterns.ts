// How e-mail addresses, phone numbers, profile links and contact labels are written.

// Parts are bounded as the standards bound them (64 characters before the @, 63 per domain label,
// 4 labels): an unbounded part made a long line without an "@" cost quadratic time.
// "xxxxxxxx@xxxxxxx.xxx": an address masked before publishing is none.
export const EMAIL = /(?<![\w.%+-])(?!x{3,}@)[\w.%+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,4}\.[a-z]{2,24}/i;
// "linkedin/nicodcotta": a profile may be written short, the way a header with the site's icon
// beside it names it; or as a handle after its label ("LinkedIn: @ivan-andrievsky"), which is
// the profile only when shaped like a handle, not like a name ("LinkedIn: Ivan Andrievsky").
// A profile's name may hold letters with accents ("linkedin.com/in/andré-b-633b05210"), and the
// "/in/" may be left out ("linkedin.com/an-nguyen"), though not for a company's or school's page.
export const LINKEDIN =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:(?:in|pub)\/|(?!(?:company|school|showcase|jobs|feed|posts|pulse|groups)\b)(?=[\p{L}\p{N}_%-]{3}))[\p{L}\p{N}_%.-]+\/?|(?<![\w./])linkedin\/[\w-]+|(?<![\w./])linkedin\s*:\s*(?:@[\w-]+|[a-z\d]+(?:-[a-z\d]+)+)(?![\w.])/iu;
export const URL =
  /(?<![@\w.])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]{1,63}\.){1,4}(?:com|net|org|io|dev|me|co|ai|app|design|tech|info|site|page|xyz|us|uk|ca|de|studio|art|blog|online)(?:\/[\w\-./%#?=&~]*)?(?![\w@])/i;
// North American, international (+44 ...) and national trunk-prefixed (07700 ...) numbers.
export const PHONES = [
  // The country code may sit in brackets: "(+82) 10-9030-1843", "+(49) 157-5706-2745".
  /(?:\(\+\d{1,3}\)|\+\(\d{1,3}\)|\+\d{1,3})(?:[\s.-]?\(?\d{1,5}\)?){2,6}(?!\d)/,
  // "(408) 230 - 7887": a dash may stand between spaces. "Apt. A-1 (308) 308-3083": a "1" that ends
  // another word is no country code.
  /(?<![\d+A-Za-z-])(?:1[\s.-]?)?(?:\(\d{3}\)|\d{3})(?:\s?[.-]\s?|\s)?\d{3}(?:\s?[.-]\s?|\s)?\d{4}(?!\d)/,
  // "LPI000368945": digits glued to letters are an identifier's.
  /(?<![\dA-Za-z])0\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d)/,
  // "06 12 34 56 78", "06.12.34.56.78", "06-12345678": a French or Dutch number in pairs of digits.
  /(?<![\dA-Za-z.-])0\d(?:[\s.-]?\d{2}){4}(?![\d.-]?\d)/,
];
export const LABEL =
  /\b(?:e-?mail|phone|tel(?:ephone)?|mobile|cell|linkedin|github|portfolio|website|web|address|location|contact|p|m|t|e)\s*[:.]\s*/gi;

/** The first text's first match of a pattern, without trailing punctuation. */
export function firstMatch(texts: string[], pattern: RegExp): string | undefined {
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return match[0].replace(/[.,;]$/, '');
  }
  return undefined;
}

/** True when a text carries an e-mail, phone number or link, whatever else it says. */
export function hasContactDetail(text: string): boolean {
  return [EMAIL, LINKEDIN, URL, ...PHONES].some((pattern) => pattern.test(text));
}

// "ambrogiomaria.bernardelli(at)unipv.it": an address written out against harvesting is an address.
const SPELLED_AT = /(?<=[\w.%+-])\s?[([{]at[)\]}]\s?(?=[\w-]+\.)/gi;
export const withAtSpelledOut = (text: string): string => (text.includes('at') ? text.replace(SPELLED_AT, '@') : text);
