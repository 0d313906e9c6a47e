import type { AiSummary } from '../resume-analysis.js';
import { withIconLabels } from './contact-icons.js';
import { EMAIL, firstMatch, hasContactDetail, LABEL, LINKEDIN, PHONES, URL, withAtSpelledOut } from './contact-patterns.js';
import type { Line } from './lines.js';
import { findName } from './name.js';
import { findPlace, findPostalPlace, isMetroArea, isNamedPlaceAndCountry, isPlace, isRegionCode, isRegionName, isTownName, isTownProvinceCountry, splitTrailingPlace } from './places.js';
import { linesOf, type Section } from './sections.js';
import { withoutIconLetter } from './visual-fields.js';
import { companyScore, isDegree, isInstitution, titleScore } from './vocabulary.js';

type PersonalInfo = AiSummary['personalInfo'];

/** Name, e-mail, phone, location, LinkedIn and website, looked for where resumes put them. */
export function extractContact(sections: Section[], lines: Line[]): PersonalInfo {
  const header = linesOf(sections, 'header');
  const contactSection = linesOf(sections, 'contact');
  const contactLines = contactLinesNearContacts(lines);
  const near = [...header, ...contactSection, ...contactLines].map((line) => withAtSpelledOut(line.text));
  const everywhere = lines.map((line) => withAtSpelledOut(line.text));

  const name = findName(sections, lines);
  const labelledNear = near.map((text) => withIconLabels(withoutIconLetter(text)));
  // "Ahmed Hassan, PE" reads like "City, Province": the name is no place, though the rest of its
  // line can be ("Jan Küster · Consultant · Bremen, Germany").
  const labelledNearButName = labelledNear.map((text, index) => (near[index] === name.line && name.name !== '' ? text.replace(name.name, ' ') : text));
  const isUnderContactHeading = (index: number) => index >= header.length && index < header.length + contactSection.length;
  return {
    name: name.name,
    email: findEmail(near) ?? findEmail(everywhere) ?? '',
    phone: findPhone(labelledNear) ?? findPhone(everywhere.map(withIconLabels)) ?? '',
    location: findLocation(labelledNearButName, isUnderContactHeading) ?? '',
    linkedin: tidyUrl(findLinkedIn(near) ?? findLinkedIn(everywhere) ?? ''),
    website: findWebsite(near),
  };
}

// "j-" over "mioshi@neiu.edu": a narrow column wraps an address at a hyphen, dot or underscore
// of its name, leaving the start on a line of its own.
const EMAIL_START = /^[\p{L}\d][\w.%+-]{0,40}[-._]$/u;

function findEmail(texts: string[]): string | undefined {
  const found = firstMatch(texts, EMAIL);
  if (found === undefined) return undefined;
  const at = texts.findIndex((text) => text.includes(found));
  const before = texts[at - 1]?.trim() ?? '';
  return texts[at]?.trim().startsWith(found) && EMAIL_START.test(before) ? `${before}${found}` : found;
}

/** A line holding only contact details (e-mail, phone, links, a place), wherever it sits. */
export function isContactLine(text: string): boolean {
  // "Upwork.com", "Amazon.com": a capitalised name with a domain is an employer, not a link; so
  // is a name with its site in brackets ("Cookpad (cookpad.com) Bristol, UK").
  if (/^\p{Lu}[\p{L}\d-]*\.(?:com|net|org|io|co)$/u.test(text.trim())) return false;
  if (/^\p{Lu}[\p{L}\d&.'’ -]{0,60}\((?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)+\)/u.test(text.trim())) return false;
  const rest = withoutSeparators(withoutContacts(text));
  if (rest === '') return true;
  // A place counts only beside a real contact detail: "Acme Corp — Austin, TX" is a job line, and
  // so is "P.I. Works Istanbul, Turkey" (a name before the town).
  return rest !== withoutSeparators(text) && isPlace(rest) && splitTrailingPlace(rest) === undefined;
}

// "7734153834 (Mobile)": LinkedIn's export names the kind of a phone after its number; "Mobile" is
// no town there.
const PHONE_KIND = /\((?:mobile|home|work|cell|office|landline|fax)\)/gi;

function withoutContacts(text: string): string {
  return text
    .replace(PHONE_KIND, ' ')
    .replace(new RegExp(EMAIL.source, 'gi'), ' ')
    .replace(new RegExp(LINKEDIN.source, 'giu'), ' ')
    .replace(new RegExp(URL.source, 'gi'), ' ')
    .replace(new RegExp(PHONES.map((phone) => phone.source).join('|'), 'g'), ' ')
    .replace(LABEL, ' ');
}

function withoutSeparators(text: string): string {
  return text
    .replaceAll(/[|•·;/\-–—()]+/g, ' ')
    .replaceAll(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

// "1⁄2 Bergen, Norway": the glyph of an icon font, which text normalisation may have spelled out.
// A house number ("41 Baggesens Vej") is no icon.
const ICON_BEFORE_PLACE = /^(?:[^\p{L}\p{Nd}\s]{1,3}|\d⁄\d)\s+(?=\p{Lu})/u;

// In a two-column resume the sidebar's contact lines can land anywhere in the text.
function contactLinesNearContacts(lines: Line[]): Line[] {
  const isDirectContact = (line: Line) => EMAIL.test(line.text) || PHONES.some((phone) => phone.test(line.text));
  // "Oxfordshire, UK" over the e-mail and phone of a page footer: a place on a line of its own is
  // the candidate's when a direct contact is the next or last line, and it names no employer or
  // school ("Southwestern University Georgetown, TX" under the contact line is where they studied).
  const isHomePlace = (text: string) => isPlace(text) && companyScore(text) === 0 && !isInstitution(text);
  // "9000 Gent" over "Belgium" over the e-mail: a side-bar's address set one part per line.
  const isAddressPart = (text: string) => isRegionName(text) || (POSTCODE_BESIDE_TOWN.test(text) && isTownName(text.replace(POSTCODE_BESIDE_TOWN, '')));
  return lines.filter((line, index) => {
    // "\uF041 Madrid, Spain": an icon font's map marker before the place is no part of it.
    // So is an icon the PDF gives as some other character.
    const text = line.text.replaceAll(EVERY_UNKNOWN_ICON, '').replace(ICON_BEFORE_PLACE, '').trim();
    // A side-bar may set the birth date or the address's other part between the place and the e-mail.
    const isNearDirectContact = () => lines.slice(Math.max(0, index - 2), index + 3).some(isDirectContact);
    return isHomePlace(text) || isDashedAddress(text) || isAddressPart(text) ? isNearDirectContact() : isContactLine(line.text);
  });
}

// "Jens Baggesens Vej 41 – Aarhus – Denmark": moderncv's banking and casual styles part an
// address with dashes, and casual sets it in the footer; the line starts with its street.
const ADDRESS_DASH = / [–—] /u;
// "Flat 3, 27 Amhurst Road – London – United Kingdom": a flat's number may come before the street's,
// and a floor after it ("Rua de Cedofeita 212, 3.º Esq. – 4050-174 Porto – Portugal").
const isStreetDashAddress = (text: string) => /^(?:\p{L}[\p{L}.'’ -]*\d+\w*, )?(?:\p{L}[\p{L}.'’ -]*\d+\w*|\d+[\w.ºª°]* ?[\p{L}.'’ -]+) [–—] /u.test(text);
// "Lyon – France", "Chicago, IL – USA": moderncv's casual footer parts the town from the country by a dash too.
const isTownDashCountry = (text: string) => {
  const [town = '', country, ...rest] = text.split(ADDRESS_DASH);
  const isTown = /^\p{Lu}[\p{L}.'’ -]*(?:, \p{Lu}{2})?$/u.test(town) && town.split(' ').length <= 3 && titleScore(town) === 0 && companyScore(town) === 0;
  return rest.length === 0 && country !== undefined && isRegionName(country) && isTown;
};
const isDashedAddress = (text: string) => isStreetDashAddress(text) || isTownDashCountry(text);

// "+49 176 313 *** **": a number with digits hidden is no number to call.
const isMasked = (after: string) => /^\s*[*xX]{2,}/.test(after);

// "www.linkedin.com/in/akash-zalke-" over "a683a3193 (LinkedIn)": a profile export wraps a long
// address at its hyphen; the rest of it opens the next line.
// "www.linkedin.com/in/" over "conormcmillan (LinkedIn)": it may wrap right after "/in/" too.
const PROFILE_PATH_END = /linkedin\.com\/in\/$/i;
function findLinkedIn(texts: string[]): string | undefined {
  for (const [index, line] of texts.entries()) {
    const text = PROFILE_PATH_END.test(line.trim()) ? `${line.trim()}${texts[index + 1]?.trim() ?? ''}` : line;
    const match = LINKEDIN.exec(text)?.[0];
    if (!match) continue;
    // "www.linkedin.com/in/federi" over "covacirca": a side-bar wraps the profile's name, after a
    // hyphen or not; the rest is a line of its own in small letters.
    const isWrapped = text.trimEnd().endsWith(match) && (match.endsWith('-') || /^[a-z\d-]{2,}$/.test(texts[index + 1]?.trim() ?? ''));
    const rest = isWrapped ? /^[\w-]+/.exec(texts[index + 1]?.trim() ?? '')?.[0] : undefined;
    return `${match}${rest ?? ''}`.replace(/[.,;]$/, '').replace(/^linkedin\s*:\s*/i, '');
  }
  return undefined;
}

const EVERY_PHONE = PHONES.map((phone) => new RegExp(phone.source, 'g'));

// The label in the languages whose CVs the rules read too: "Teléfono:", "Handy:", "Cellulare:".
const PHONE_LABEL = /(?<![\p{L}\p{N}_])(?:phone|t[ée]l|mobile?|cell|p|m|t|mob|telefon[eo]?|tel[ée]fono|t[ée]l[ée]phone|handy|m[óo]vil|celular|cellulare|portable|gsm)\s*[:.]/iu;
// An icon glyph no table above names: a private-use character, a control character that a
// symbol font without a text encoding extracts as, or the replacement character a glyph that maps
// to no character at all is read as. No text holds any of them.
const UNKNOWN_ICON = /[\u0080-\u009F\uE000-\uF8FF\uFFFD]/u;
const EVERY_UNKNOWN_ICON = new RegExp(UNKNOWN_ICON.source, 'gu');
// "Phone: 962 569 900", "Tel: 7209 6621": a number its label names a phone is one however its
// country groups the digits, which the shapes of PHONES cannot all know. In an icon-font header a
// number of a phone's length after any icon is the phone too, written "\u0083 000-00-0000".
const LABELLED_NUMBER = new RegExp(`(?:${PHONE_LABEL.source}|${UNKNOWN_ICON.source})\\s*([+(]{0,2}\\d[\\d\\s().–-]*\\d)`, 'iu');
// "Gdańsk, Poland · 555 010 203 · mk.example.org": so is a number that fills a place of its own
// between a contact line's separators, the first of them after its icon, which a symbol font may
// give as a letter ("F 47 413 64 729 • ! matthew@…", moderncv's phone).
const SEPARATED_NUMBER = /(?:^(?:\p{L}\s)?|[•·|│])\s*([+(]{0,2}\d[\d\s().–-]*\d)\s*(?=[•·|│]|$)/u;
// "\uF073 12.05.1990": a birth date after its icon is no phone, nor "| 2024-03 - 2024-12 |", a range
// of months between a line's separators.
const DATE = /^(?:\d{1,2}[-. ]\d{1,2}[-. ]\d{4}|\d{4}[-. ]\d{1,2}[-. ]\d{1,2}|\d{4}-\d{2}\s*[-–]\s*\d{4}-\d{2})$/;

// "( 773 ) 8 7 5 - 9 7 6 8": a number set with wide letter spacing comes out with a space after
// every digit and sign; closed up, it is "(773) 875-9768".
const SPACED_NUMBER = /\(\s?\d(?: ?\d){2}\s?\)(?: [\d-]){7,9}|(?<!\S)\d(?: [\d-]){9,13}(?!\S)/g;
const closedUpDigits = (text: string) =>
  text.replaceAll(SPACED_NUMBER, (number) => number.replaceAll(' ', '').replace(/^(\(\d{3}\))/, '$1 '));

// "ISBN-10: 0738459569", "PMID: 31452104": a publication's number is no phone's.
const IDENTIFIER = /\b(?:ISBN(?:-1[03])?|ISSN|DOI|PMID|PMCID|arXiv)\s*:?\s*[\dX][\dX\s./-]*/gi;

function findPhone(texts: string[]): string | undefined {
  // A labelled number wins over one that happens to appear first.
  const labelled = texts.filter((text) => PHONE_LABEL.test(text));
  for (const text of [...labelled, ...texts]) {
    const withoutDates = closedUpDigits(text).replaceAll(/\b(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|present)\b/gi, ' ').replaceAll(IDENTIFIER, ' ');
    const phone = shapedPhone(withoutDates) ?? labelledPhone(withoutDates);
    if (phone) return phone;
  }
  return undefined;
}

const isPhoneLength = (number: string) => {
  const digits = number.replaceAll(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

function shapedPhone(withoutDates: string): string | undefined {
  for (const pattern of EVERY_PHONE) {
    for (const found of withoutDates.matchAll(pattern)) {
      // "+49-176-21411550 5 Bremen": AltaCV's map-marker icon reads as a "5" after the number.
      const match = found[0].trim().replace(/(?<=\d{4})\s\d$/, '');
      const after = withoutDates.slice(found.index + found[0].length);
      // "0000-0002-1825-0097": a phone shape inside a longer dash-joined number is part of an ID.
      const isPartOfId = /^-\d/.test(after) || /\d-$/.test(withoutDates.slice(0, found.index));
      if (isPhoneLength(match) && !isMasked(after) && !isPartOfId) return match;
    }
  }
  return undefined;
}

function labelledPhone(withoutDates: string): string | undefined {
  const found = LABELLED_NUMBER.exec(withoutDates) ?? SEPARATED_NUMBER.exec(withoutDates);
  const number = found?.[1]?.trim();
  if (!found || !number) return undefined;
  return isPhoneLength(number) && !DATE.test(number) && !isMasked(withoutDates.slice(found.index + found[0].length)) ? number : undefined;
}

const BIRTH = /\b(?:born|birth|geb\.|geboren|né|née|nacid[oa]|nascid[oa]|nato|nata)\b/iu;

/** The place in texts; isUnderContactHeading tells which of them stand under a "Contact" heading. */
function findLocation(asWritten: string[], isUnderContactHeading: (index: number) => boolean): string | undefined {
  const texts = asWritten.map(withTownSuffixesRead);
  for (const [index, text] of texts.entries()) {
    // "Location: Lisbon", "Based in Lisbon"; "Location, Country" is a place written as a template's example.
    // A Word tab stop may stand either side of the colon ("Address | : Baner, Pune").
    // The label in the languages whose CVs the rules read: "Adresse: Gießen, Germany", "Dirección: …".
    // "Email address: jerome@leclan.ch" names no place.
    const written = /(?<!e[-–]?mail\s)\b(?:location|address|adresse|anschrift|wohnort|direcci[oó]n|domicilio|endere[cç]o|indirizzo|residenza|based in|lives in)(?:\s*\|)?(?:\s*[:\-]\s*|\s+)(?:\|\s*)?(?=[^\s,|])(.+)$/iu.exec(text)?.[1];
    // "Address: 1000, Brussels," over "Belgium (Home)": an address the line's end wrapped before its country.
    const country = written !== undefined && /,\s*$/.test(written) ? texts[index + 1]?.replace(/\s*\([^)]*\)$/, '').trim() : undefined;
    const labelled = written !== undefined && country !== undefined && isRegionName(country) ? `${written.trim()} ${country}` : written;
    // "Campus Address    Permanent Address": labels over two addresses side by side, the places under them.
    if (labelled && ADDRESS_LABEL.test(labelled.replace(/^[^\p{L}]+/u, '').trim())) continue;
    // "Address withheld on public CV": a label followed by words in lower case gives no place; a
    // town's name may open in lower case ("eMalahleni, Mpumalanga, 1035"), its postcode no part of it.
    if (labelled) return placeInAddress(labelled) ?? (/^\p{Ll}+(?:\s|$)/u.test(labelled) ? undefined : untilNextDetail(labelled)?.replace(/,?\s*\d{4,6}$/, '').replace(/^\d{4,6},?\s*/, '').replace(/[,;]$/, ''));
  }
  for (const [index, text] of texts.entries()) {
    // "Geb. am 12.01.2004" over "in Douala, Kamerun", "Place of birth: France": where one was born is no address.
    if (BIRTH.test(text) || BIRTH.test(texts[index - 1] ?? '') || isSentence(text)) continue;
    const place = placeInAddress(text.replace(new RegExp(EMAIL.source, 'gi'), ' '));
    if (place) return withoutRole(withCountryBelow(place, text, texts[index + 1]));
  }
  const dashedAddress = texts.find(isDashedAddress);
  const dashedPlace = dashedAddress && placeInAddress(dashedAddress.split(ADDRESS_DASH).join(', '));
  if (dashedPlace) return dashedPlace;
  // "Lisbon" over "Portugal", "10115 Berlin" over "Germany": an address set one part per line
  // (moderncv's), the country last; the town's postcode is no part of the place.
  const townOf = (text = '') => text.replace(POSTCODE_BESIDE_TOWN, '');
  const isTownLine = (text: string) => !/\d|,/.test(text) && titleScore(text) === 0 && companyScore(text) === 0 && !isInstitution(text);
  const overCountry = texts.findIndex((text, index) => index > 0 && isRegionName(text) && isTownLine(townOf(texts[index - 1])));
  const twoLinePlace = overCountry > 0 ? findPlace(`${townOf(texts[overCountry - 1])}, ${texts[overCountry]}`) : undefined;
  if (twoLinePlace) return withoutRole(twoLinePlace);
  // Under a "Contact" heading every line is among the contact details, whatever its neighbours.
  const amongContacts = (index: number) => isUnderContactHeading(index) || isAmongContacts(texts, index);
  // A line that ends on a comma is part of a list that goes on ("Hadoop, Thrift,"), not a place.
  const cityAndCountry = texts.flatMap((text, index) =>
    amongContacts(index) && !/,\s*$/.test(text) ? contactParts(text).filter(isCityAndCountry).map((part) => withCountryBelow(part, text, texts[index + 1])) : [],
  )[0];
  // "80797 München" under "Schleißheimer Str. 112" among the contacts: the town line of an address,
  // whatever the town; its postcode is no part of it.
  const towns = texts.map(townOf);
  const townLine = texts.findIndex((text, index) => index > 0 && amongContacts(index) && /\d/.test(texts[index - 1] ?? '') && towns[index] !== text && isTownLine(towns[index] ?? ''));
  if (townLine > 0) return towns[townLine];
  // "Nagpur" under the headline (LinkedIn's export): a known town's name alone on a line near the
  // name, or with its postcode beside it ("Belfast BT9"); or as a part of its own between a contact
  // line's separators ("Dublin | ciaran@example.com | …").
  // The parts are read once, for the town and, where none is, for the country.
  let parts: string[] | undefined;
  const partsAmongContacts = () => (parts ??= texts.flatMap((text, index) => (amongContacts(index) ? contactParts(text) : [])));
  const townAmongContacts = () => partsAmongContacts().find((part) => isTownName(part));
  // "raquirozbazan@gmail.com    Trujillo - Perú": a town and its country parted by a dash among the contacts.
  const townDashCountry = () =>
    texts.flatMap((text, index) => (amongContacts(index) ? [...text.matchAll(TOWN_DASH_COUNTRY)] : [])).find((match) => isTownName(match[1] ?? '') && isRegionName(match[2] ?? ''))?.[0];
  // "hassan@oulcaid.com | +212 … | Maroc": a country named alone among the contact details, where no town is.
  const countryAmongContacts = () => partsAmongContacts().find((part) => isRegionName(part) && !isRegionCode(part));
  // "cv-adrien@… | Véhiculé | 83340 Flassans-sur-Issole": a postcode before a name makes it a town,
  // known or not; the postcode is no part of it.
  const postcodeTown = () =>
    texts
      .flatMap((text, index) => (amongContacts(index) ? withoutContacts(text).split(CONTACT_SEPARATOR) : []))
      // "Bahnhofstrasse 1, 8001 Zürich": the street and the town of a one-line address part at a comma.
      .flatMap((part) => part.split(','))
      .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}]+$/gu, ''))
      .find(isPostcodeAndTown)
      ?.replace(POSTCODE_BESIDE_TOWN, '');
  return cityAndCountry ?? townDashCountry() ?? towns.find((town) => isTownName(town)) ?? townAmongContacts() ?? postcodeTown() ?? countryAmongContacts();
}

const ADDRESS_LABEL = /^(?:\p{L}+\s+)?address$/iu;

// "20121 Milano (MI)", "69003 Lyon (69)": Italian and French addresses write the town's province
// or department after it in brackets. Its letters are read as a code after a comma, as "Austin,
// TX" is; its number is no part of the place. Only after a known town or a postcode, or before a
// country: "Team Lead (IT)" is a role and its field.
const PROVINCE_CODE = /(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})\s+\((?:([A-Z]{2})|\d{2})\)(?![\p{L}\p{N}])/gu;
const MAX_POSTCODE_BEFORE = 8;
function withProvinceCode(written: string, town: string, code: string | undefined, at: number, text: string): string {
  const country = /^,\s*([^,]+)$/.exec(text.slice(at + written.length))?.[1] ?? '';
  const isAddress = isTownName(town) || /\d{4,5}\s+$/.test(text.slice(Math.max(0, at - MAX_POSTCODE_BEFORE), at)) || isRegionName(country);
  return isAddress ? (code ? `${town}, ${code}` : town) : written;
}
// "Dublin 8, Ireland": a town's postal district before its country is no part of the place.
const POSTAL_DISTRICT = /(?<=\p{Lu}\p{Ll}+) \d{1,2}(?=, ([^,]+)$)/u;
// What follows a town in an address, its province's code or its postal district, read as above.
const withTownSuffixesRead = (text: string) =>
  text.replace(PROVINCE_CODE, withProvinceCode).replace(POSTAL_DISTRICT, (district, country: string) => (isRegionName(country) ? '' : district));

// "This hike took me through the states of California, Oregon, and Washington.": places a
// sentence names are where things happened, not where one lives.
const MIN_SENTENCE_WORDS = 8;
function isSentence(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= MIN_SENTENCE_WORDS && /[.!?]$/.test(text.trim()) && words.filter((word) => /^\p{Ll}/u.test(word)).length > words.length / 2;
}

// "83340 Flassans-sur-Issole", "1000 Bruxelles", "1100-053 Lisboa", "00-590 Warszawa", "1017 GM
// Amsterdam": five digits, Portugal's seven, Poland's five, the Netherlands' four and two letters,
// or four that are no year of a career.
const POSTCODE_AND_TOWN = /^(?:\d{5}|\d{4}-\d{3}|\d{2}-\d{3}|\d{4} [A-Z]{2}|(?!19[5-9]\d|20[0-3]\d)\d{4}) \p{Lu}\p{Ll}+(?:[- ](?:\p{Lu}\p{Ll}+|sur|sous|en|le|la|les|de|am|an|im|bei)){0,4}$/u;
const isPostcodeAndTown = (part: string) => POSTCODE_AND_TOWN.test(part) && titleScore(part) === 0 && companyScore(part) === 0;
const TOWN_DASH_COUNTRY = /(?<![\p{L}-])(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?) [-–—] (\p{Lu}[\p{L}.]+(?: \p{Lu}[\p{L}.]+)?)(?![\p{L}-])/gu;

// "Location: Costa Rica Email: jo@example.com": a labelled place ends where the next detail starts.
function untilNextDetail(labelled: string): string | undefined {
  const next = new RegExp(`${CONTACT_SEPARATOR.source}|\\s${LABEL.source}`, 'iu');
  return labelled.split(next)[0]?.trim();
}

// "Scientific Employee Bremen, Germany": a headline glued to the place by the layout; no town's
// name holds a role word, so the town starts after the last one. Headlines also name a standing
// rather than a job title ("Employee", "PhD Student"), which the title vocabulary does not count.
const STANDING = /^(?:employee|student|candidate|graduate|freelancer|worker)$/i;

function withoutRole(place: string): string {
  const comma = place.indexOf(',');
  const words = place.slice(0, comma).split(' ');
  const lastRole = words.findLastIndex((word) => titleScore(word) > 0 || STANDING.test(word));
  return lastRole >= 0 && lastRole < words.length - 1 ? `${words.slice(lastRole + 1).join(' ')}${place.slice(comma)}` : place;
}

// "Kathmandu, Nepal" among the e-mail and phone: a city and a country no list names are still the
// place when they stand as a part of their own among contact details.
const CITY_AND_COUNTRY = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2}, \p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2}$/u;
// Pipes, bullets and the one-letter icons of icon fonts part a contact line.
const CONTACT_SEPARATOR = /\s*(?:[|•·;]|\s[^\p{L}\p{N}\s,.'’()+]\s|\s{2,})\s*/u;

function contactParts(text: string): string[] {
  return withoutContacts(text)
    .split(CONTACT_SEPARATOR)
    .map((part) => part.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '').trim());
}

// "OpenCL, OpenMP" in a side-bar under "Contact": names in camel case are products, not places.
function isCityAndCountry(part: string): boolean {
  return CITY_AND_COUNTRY.test(part) && !/\p{Ll}\p{Lu}/u.test(part) && titleScore(part) === 0 && companyScore(part) === 0 && !isDegree(part);
}

function isAmongContacts(texts: string[], index: number): boolean {
  return texts.slice(Math.max(0, index - 1), index + 2).some(hasContactDetail);
}

// "1542 Loop Street, New York, NY": the street before the town; a street name is no city.
const STREET =
  /\b\d+[\p{L}\d\s.'’-]{0,40}?\b(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|court|ct|place|pl|terrace|parkway|pkwy|highway|hwy|circle|cir|square|sq)\.?\s*,\s*/giu;

// "Bangalore 560 059, India", "London NW1 6XE, UK": a postcode written after the town, before the
// country's comma. The town ends in a small letter, so "New Haven CT 06511" keeps its state.
const POSTCODE_BEFORE_COUNTRY = /(?<=\p{Ll})\s+(?:\d{3,6}|\d{3} \d{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})(?=\s*,)/gu;

// "10115 Berlin", "DE-38302, Wolfenbüttel", "1100-053 Lisboa", "1012 AB Amsterdam", "114 55 Stockholm",
// "Cambridge CB2 1TN", "Belfast BT9" (the postcode's district alone): a line of an address that holds
// the town and its postcode.
const POSTCODE_BESIDE_TOWN = /^(?:[A-Z]{1,2}-)?(?:\d{4}-\d{3}|\d{2}-\d{3}|\d{3} \d{2}|\d{4} ?[A-Z]{2}|\d{4,5}),?\s+(?=\p{Lu})|(?<=\p{Ll}),?\s+(?:\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?(?: ?\d[A-Z]{2})?)$/u;

// "14 Clarendon Road, Leeds, LS2 9NZ, United Kingdom": the street and postcode are the parts with digits.
function placeInAddress(address: string): string | undefined {
  const dashed = townBeforeCountry(address);
  if (dashed) return dashed;
  // "Curitiba, Paraná, Brasil" under LinkedIn's headline: the town, its province and the country; a
  // town no list knows ("El Obour, Al Qalyubiyah, Egypt") where the line holds nothing else.
  // "Greater Chicago Area": LinkedIn's name for a metropolitan area.
  const whole = address.trim();
  if (isTownProvinceCountry(whole) || isNamedPlaceAndCountry(whole) || isMetroArea(whole)) return whole;
  const text = address.replace(STREET, '').replace(POSTCODE_BEFORE_COUNTRY, '');
  return findPlace(text) ?? findPlace(text.split(/\s*,\s*/).filter((part) => !/\d/.test(part)).join(', ')) ?? findPostalPlace(text) ?? townBesidePostcode(address) ?? townAfterStreet(address);
}

// "Downing Street, Cambridge, CB2 3DY": a street written without its number, then the town, its
// postcode and perhaps its country.
const STREET_NAME = /\s(?:street|road|avenue|lane|drive|boulevard|way|place|square|terrace|crescent|close)$/i;
function townAfterStreet(address: string): string | undefined {
  const parts = address.split(/\s*,\s*/).map((part) => part.trim());
  const street = parts.findIndex((part) => STREET_NAME.test(part));
  const town = street >= 0 ? parts[street + 1]?.replace(POSTCODE_BESIDE_TOWN, '') : undefined;
  if (town === undefined || !isTownName(town)) return undefined;
  const country = parts.slice(street + 2).find(isRegionName);
  return country ? `${town}, ${country}` : town;
}

// "14B Admiralty Way, Lekki Phase 1 – Lagos – Nigeria", "Rua de Cedofeita 212 – 4050-174 Porto –
// Portugal": moderncv joins an address's lines with dashes; the town, without its postcode, is the
// part before the country. "Franca, São Paulo - Brazil": a hyphen parts them too, after a known
// town and perhaps its province.
function townBeforeCountry(address: string): string | undefined {
  const parts = address.split(/\s[–—-]\s/).map((part) => part.trim());
  const [town, country] = [parts.at(-2)?.replace(/^[\d-]+\s+|\s+[\d-]+$/g, ''), parts.at(-1)];
  if (parts.length < 2 || !town || !country || !isRegionName(country)) return undefined;
  const isDashed = /\s[–—]\s/.test(address);
  const isTown = isDashed ? /^\p{Lu}[\p{L}'’. -]*$/u.test(town) : TOWN_AND_PROVINCE.test(town) && isTownName(town.split(',')[0] ?? '');
  return isTown && !/\d/.test(town) ? `${town}, ${country}` : undefined;
}
const TOWN_AND_PROVINCE = /^\p{Lu}[\p{L}'’. -]*(?:, \p{Lu}[\p{L}'’. -]*)?$/u;

// "Braamfontein, Gauteng" over "South Africa": a side-bar's address whose country the next line
// gives, where the place names none.
function withCountryBelow(place: string, line: string, next = ''): string {
  const last = place.split(',').at(-1) ?? '';
  const isCountryBelow = isRegionName(next) && !isRegionCode(next) && !isRegionName(last);
  return isCountryBelow && line.trim().endsWith(place) ? `${place}, ${next.trim()}` : place;
}

// "Flat 4, 18 Wilmslow Road, Manchester M14 5TQ": a street's address closing on its town and postcode.
function townBesidePostcode(address: string): string | undefined {
  const last = address.split(/\s*,\s*/).at(-1) ?? '';
  const town = last.replace(POSTCODE_BESIDE_TOWN, '');
  return town !== last && address.match(STREET) !== null && isTownName(town) ? town : undefined;
}

function findWebsite(texts: string[]): string {
  const urls = texts.flatMap((text) =>
    [...text.replace(new RegExp(EMAIL.source, 'gi'), ' ').matchAll(new RegExp(URL.source, 'gi'))]
      .map((match) => match[0])
      .filter((url) => !/linkedin\.com/i.test(url)),
  );
  // A personal site says more than a code host; either beats nothing.
  const personal = urls.find((url) => !/github\.com|gitlab\.com|bitbucket\.org/i.test(url));
  return tidyUrl(personal ?? urls[0] ?? '');
}

function tidyUrl(url: string): string {
  return url.replace(/[.,;)]+$/, '');
}
