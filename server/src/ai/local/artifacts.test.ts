import { describe, expect, it } from 'vitest';
import { removeArtifacts, undouble } from './artifacts.js';

describe('removeArtifacts', () => {
  it.each(['Last updated in September 2024', 'Last updated on 3 March 2025', 'Updated: Jan 2025'])('When the document notes when it was made ("%s"), then the note goes', (note) => {
    expect(removeArtifacts(['Jane Doe', note, 'Engineer, Acme, 2019 – 2021'])).toEqual(['Jane Doe', 'Engineer, Acme, 2019 – 2021']);
  });

  it('When a footer with the date, the name and a page number repeats on every page, then every copy goes', () => {
    const lines = [
      'Jane Doe',
      'Experience',
      'March 3, 2024 Jane Doe · Résumé 1',
      'Acme Corp',
      'March 3, 2024 Jane Doe · Résumé 2',
      'Skills',
      'March 3, 2024 Jane Doe · Résumé 3',
    ];

    expect(removeArtifacts(lines)).toEqual(['Jane Doe', 'Experience', 'Acme Corp', 'Skills']);
  });

  it('When a template numbers its placeholders a few lines apart ("Job Title 1", "Job Title 2"), then they stay', () => {
    const lines = ['Job Title 1', 'Company 1', '• Descriptions.', 'Job Title 2', 'Company 2', '• Descriptions.'];

    expect(removeArtifacts(lines)).toEqual(lines);
  });

  it('When a footer holds only its page number, then its copies go when they are a page apart', () => {
    const page = (first: string) => [first, ...Array.from({ length: 14 }, (_line, index) => `• Duty ${index}`)];
    const lines = [...page('Experience'), 'Jane Doe · Résumé 1', ...page('Skills'), 'Jane Doe · Résumé 2'];

    expect(removeArtifacts(lines)).toEqual([...page('Experience'), ...page('Skills')]);
  });

  it('When a running footer holds the contact details, then its first copy stays and the others go', () => {
    const lines = ['Jane Doe', 'Experience', 'jane@example.com • +44 20 7946 0381 1/2', 'Skills', 'jane@example.com • +44 20 7946 0381 2/2'];

    expect(removeArtifacts(lines)).toEqual(['Jane Doe', 'Experience', 'jane@example.com • +44 20 7946 0381 1/2', 'Skills']);
  });

  it('When a header reads "Page 1 of 2" and "Page 2 of 2", then both go', () => {
    expect(removeArtifacts(['Jane Doe — Page 1 of 2', 'Nurse', 'Jane Doe — Page 2 of 2'])).toEqual(['Nurse']);
  });

  it('When two jobs share a title and differ in their dates, then both stay', () => {
    const lines = ['Staff Nurse 2019 – 2021', 'Staff Nurse 2021 – 2023', 'Engineer 2022/10-2024/07', 'Engineer 2022/10-2024/08'];

    expect(removeArtifacts(lines)).toEqual(lines);
  });

  it('When a number repeats without counting pages, then the lines stay', () => {
    expect(removeArtifacts(['Managed 12 nurses', 'Managed 14 nurses'])).toEqual(['Managed 12 nurses', 'Managed 14 nurses']);
  });

  it('When an employer line ends in dotted leaders or an export left an image caption, then only the name stays', () => {
    expect(removeArtifacts(['Northwind Co.. . . . . . . . . . . .', 'Northwind Traders logo', 'Analyst'])).toEqual([
      'Northwind Co. ',
      'Analyst',
    ]);
  });

  it('When a layout broke a date range inside its end date, then the range is one line again', () => {
    expect(removeArtifacts(['Engineer (Java/JS) June 2019 – July', '2020', 'Wrote components'])).toEqual([
      'Engineer (Java/JS) June 2019 – July 2020',
      'Wrote components',
    ]);
  });

  it('When an export glued a date to the word before it, then they are apart again', () => {
    expect(removeArtifacts(['Full-time · 3 mosJul 2025 to Present'])).toEqual(['Full-time · 3 mos Jul 2025 to Present']);
  });

  it('When a layout broke a date range after its dash, then the range is one line again', () => {
    expect(removeArtifacts(['Jan 2013 -', 'Present', 'Developer, Acme, India.'])).toEqual(['Jan 2013 - Present', 'Developer, Acme, India.']);
  });
});

describe('undouble', () => {
  it.each([
    ['Staff EngineerStaff Engineer', 'Staff Engineer'],
    ['Acme Health · Full-time Acme Health · Full-time Mar 2020 - Present', 'Acme Health · Full-time Mar 2020 - Present'],
    ['Boise, IdahoBoise, Idaho', 'Boise, Idaho'],
  ])('When a profile export doubled "%s", then one copy is left', (doubled, once) => {
    expect(undouble(doubled)).toBe(once);
  });

  it.each(['Jane Doe', 'Senior Engineer, Platform Team', 'McDonald Health', 'MadeiraMadeira'])('When "%s" repeats nothing or is a one-word name that repeats itself, then it is unchanged', (text) => {
    expect(undouble(text)).toBe(text);
  });

  it('When a huge line is all capitals and spaces, then it is checked quickly', () => {
    const started = performance.now();
    undouble('A B '.repeat(500));
    undouble('Ab'.repeat(1_000));

    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('Years glued to the word before them', () => {
  it('When a season or "to" runs into its year, then a space parts them', () => {
    expect(removeArtifacts(['Attraction Supervisor    Summers1996 to1997'])).toEqual(['Attraction Supervisor    Summers 1996 to 1997']);
    expect(removeArtifacts(['john2001@example.com'])).toEqual(['john2001@example.com']);
  });
});
