import { describe, expect, it } from 'vitest';
import { isNamedPlaceAndCountry, isPlace, isTownName, nameBeforeCountry, splitTrailingPlace } from './places.js';

describe('splitTrailingPlace', () => {
  it.each([
    ['Kasa Seoul, S.Korea', ['Kasa', 'Seoul, S.Korea']],
    ['Google Mountain View, CA', ['Google', 'Mountain View, CA']],
    ['Georgia Institute of Technology Atlanta, GA', ['Georgia Institute of Technology', 'Atlanta, GA']],
    ['Omnious. Co., Ltd. Seoul, S.Korea', ['Omnious. Co., Ltd.', 'Seoul, S.Korea']],
    ['NEXON Seoul, S.Korea & LA, U.S.A', ['NEXON', 'Seoul, S.Korea & LA, U.S.A']],
    ['SAMSUNG Electronics S.Korea', ['SAMSUNG Electronics', 'S.Korea']],
    ['Culinary Institute of America, Hyde Park, NY', ['Culinary Institute of America,', 'Hyde Park, NY']],
    ['AltMBA, New York, NY', ['AltMBA', 'New York, NY']],
    ['Blinn College Bryan, TX', ['Blinn College', 'Bryan, TX']],
    ['Texas A&M University College Station, TX', ['Texas A&M University', 'College Station, TX']],
    ['Regional Municipality of York Richmond Hill, Ontario', ['Regional Municipality of York', 'Richmond Hill, Ontario']],
    ['Acme Corp Salt Lake City, UT', ['Acme Corp', 'Salt Lake City, UT']],
    ['Aide, Northampton Recreation Department Northampton, MA', ['Aide, Northampton Recreation Department', 'Northampton, MA']],
  ])('When "%s" ends with a place, then the name and the place are told apart', (text, parts) => {
    expect(splitTrailingPlace(text)).toEqual(parts);
  });

  it.each(['Aberystwyth University, Wales', 'Lampeter Comprehensive School, Wales'])('When a school\'s word stands where a town would ("%s"), then it is no town', (text) => {
    expect(splitTrailingPlace(text)).toBeUndefined();
  });

  it.each(['University of La Verne, CA', 'College of San Mateo, CA', 'Universidad de Chile', 'Universidade do Brasil'])('When a name ending on "of" runs into its town ("%s"), then no place is split off', (text) => {
    expect(splitTrailingPlace(text)).toBeUndefined();
  });

  it.each(['Austin, TX', 'Air Canada', 'Bank of America', 'Senior Analyst'])('When "%s" is a place alone or no place, then nothing is split', (text) => {
    expect(splitTrailingPlace(text)).toBeUndefined();
  });
});

describe('isPlace and nameBeforeCountry', () => {
  it('When places are joined by "&", then together they are a place', () => {
    expect(isPlace('Palo Alto, CA & Ithaca, NY')).toBe(true);
  });

  it.each(['Barcelona, Spain (Remote)', 'Santiago, Chile (Hybrid)', 'Lisbon, Portugal (On-site)'])('When a place notes how the job was worked ("%s"), then it is still a place', (text) => {
    expect(isPlace(text)).toBe(true);
  });

  it.each(['San José, Costa Rica', 'Tallinn, Estonia', 'Montevideo, Uruguay', 'Abidjan, Côte d’Ivoire', 'Bishkek, Kyrgyzstan', 'Kathmandu, Nepal'])(
    'When a city is followed by any country ("%s"), then it is a place',
    (text) => {
      expect(isPlace(text)).toBe(true);
    },
  );

  it.each(['Northampton Recreation Department Northampton, MA', 'Southwestern University Georgetown, TX'])('When an employer or school stands before its town ("%s"), then the whole is no place', (text) => {
    expect(isPlace(text)).toBe(false);
  });

  it('When a city is followed by a country code, then it is a place', () => {
    expect(isPlace('Nice, FR')).toBe(true);
  });

  it('When an employer is written before a country, then its name is read', () => {
    expect(nameBeforeCountry('Ignite Solutions, India.')).toBe('Ignite Solutions');
  });
});

describe('towns the page names alone', () => {
  it.each(['Melbourne, VIC', 'Brisbane, QLD', 'Pune, MH'])('When a known town comes with a region code no list holds ("%s"), then it is a place', (text) => {
    expect(isPlace(text)).toBe(true);
  });

  it.each(['Kestrel, QLD', 'Acme, LLC'])('When the name before a code is no town ("%s"), then it is no place', (text) => {
    expect(isPlace(text)).toBe(false);
  });

  it.each(['Herning', 'Toronto', 'Zürich', 'Zurich', 'Kraków', 'Galway', 'Wexford'])('When "%s" is written alone, then it is a town\'s name', (text) => {
    expect(isTownName(text)).toBe(true);
  });
});

describe('A town, its province and its country', () => {
  it('When a known town is followed by a province no list names and a country, then the three are one place; an employer before a town is not', () => {
    expect(isPlace('Curitiba, Paraná, Brasil')).toBe(true);
    expect(isPlace('Lyon, Auvergne-Rhône-Alpes, France')).toBe(true);
    expect(isPlace('Acme Corp, Lyon, France')).toBe(false);
  });

  it('When a line holds two names and a country, then it is a town no list knows, its province and its country; a role or an employer is not', () => {
    expect(isNamedPlaceAndCountry('El Obour, Al Qalyubiyah, Egypt')).toBe(true);
    expect(isNamedPlaceAndCountry('Software Engineer, Google, Egypt')).toBe(false);
    expect(isNamedPlaceAndCountry('Acme Corp, Cairo, Egypt')).toBe(false);
    expect(isNamedPlaceAndCountry('Cairo University, Giza, Egypt')).toBe(false);
  });

  it('When a known town is followed by its province or state alone, then the two are a place; a company after a town is not one', () => {
    expect(isPlace('Pune, Maharashtra')).toBe(true);
    expect(isPlace('Barcelona, Cataluña')).toBe(true);
    expect(isPlace('Lyon, Acme Consulting')).toBe(false);
    expect(isPlace('Edinburgh, Teacher Induction Scheme')).toBe(false);
  });

  it('When LinkedIn names a metropolitan area ("Greater Chicago Area", "San Francisco Bay Area"), then it is a place; a "Work Area" is not', () => {
    expect(isPlace('Greater Chicago Area')).toBe(true);
    expect(isPlace('San Francisco Bay Area')).toBe(true);
    expect(isPlace('Greater Vancouver Metropolitan Area')).toBe(true);
    expect(isPlace('Service Area')).toBe(false);
  });
});

describe('A US town and its state without the comma', () => {
  it('When a known town is followed by its state’s code, then the two are a place; another pair of capitals is not', () => {
    expect(isPlace('Omaha NE')).toBe(true);
    expect(isPlace('Highland Park IL')).toBe(true);
    expect(isPlace('Omaha QX')).toBe(false);
    expect(isPlace('Acme Consulting LP')).toBe(false);
  });
});

describe('A town with its province’s and its country’s codes', () => {
  it('When a known town is followed by a province’s code and a country’s, then the three are a place; codes no country has are not', () => {
    expect(isPlace('Montréal, QC, CA')).toBe(true);
    expect(isPlace('Paris, FR, XX')).toBe(false);
    expect(isPlace('Acme, QC, CA')).toBe(false);
  });
});
