import { describe, expect, it } from 'vitest';
import { findDates, findDuration, lastYear, monthSpan } from './dates.js';

const now = new Date('2025-06-15T00:00:00Z');

describe('findDuration', () => {
  it.each([
    ['Jan 2020 – Present', 'Jan 2020 – Present', { year: 2020, month: 1 }, undefined, true],
    ['January 2020 - June 2022', 'January 2020 - June 2022', { year: 2020, month: 1 }, { year: 2022, month: 6 }, false],
    ['01/2019 - 03/2021', '01/2019 - 03/2021', { year: 2019, month: 1 }, { year: 2021, month: 3 }, false],
    ['Dec/2023 - Present', 'Dec/2023 - Present', { year: 2023, month: 12 }, undefined, true],
    ['2018–2020', '2018–2020', { year: 2018 }, { year: 2020 }, false],
    ['2015 to 2019', '2015 to 2019', { year: 2015 }, { year: 2019 }, false],
    ['April 2016 to present', 'April 2016 to present', { year: 2016, month: 4 }, undefined, true],
    ['Sept. 2016 – Mar. 2019', 'Sept. 2016 – Mar. 2019', { year: 2016, month: 9 }, { year: 2019, month: 3 }, false],
    ['2021.09 – Present', '2021.09 – Present', { year: 2021, month: 9 }, undefined, true],
    ['Milan · 2022 — Now', '2022 — Now', { year: 2022 }, undefined, true],
    ['Jun 2019–Present', 'Jun 2019–Present', { year: 2019, month: 6 }, undefined, true],
    ["Jan '19 - Dec '20", "Jan '19 - Dec '20", { year: 2019, month: 1 }, { year: 2020, month: 12 }, false],
    ['since 2019', 'since 2019', { year: 2019 }, undefined, true],
    ['Painter 2018/2019', '2018/2019', { year: 2018 }, { year: 2019 }, false],
    ['ITIS Ettore Majorana 2018/19', '2018/19', { year: 2018 }, { year: 2019 }, false],
    ['Painter Summers, 1998/1999', 'Summers, 1998/1999', { year: 1998 }, { year: 1999 }, false],
    ['Summers 1996 to 1997', 'Summers 1996 to 1997', { year: 1996 }, { year: 1997 }, false],
    ['Engineer (2019 - current)', '2019 - current', { year: 2019 }, undefined, true],
    ['Teaching Assistant Aug 01 – Nov 25, 2023', 'Aug 01 – Nov 25, 2023', { year: 2023, month: 8 }, { year: 2023, month: 11 }, false],
    ['Freelance Février 2021 - Présent', 'Février 2021 - Présent', { year: 2021, month: 2 }, undefined, true],
    ['Juin 2007 - Décembre 2008', 'Juin 2007 - Décembre 2008', { year: 2007, month: 6 }, { year: 2008, month: 12 }, false],
    ['Juillet 2019 - Août 2020', 'Juillet 2019 - Août 2020', { year: 2019, month: 7 }, { year: 2020, month: 8 }, false],
    ['System Engineer seit Januar 2025', 'seit Januar 2025', { year: 2025, month: 1 }, undefined, true],
    ['Oktober 2018 – heute', 'Oktober 2018 – heute', { year: 2018, month: 10 }, undefined, true],
    ['März 2016 - Dezember 2017', 'März 2016 - Dezember 2017', { year: 2016, month: 3 }, { year: 2017, month: 12 }, false],
    ['giugno 2019 – in corso', 'giugno 2019 – in corso', { year: 2019, month: 6 }, undefined, true],
    ['Application Developer (Remoto) 2022 – Presente', '2022 – Presente', { year: 2022 }, undefined, true],
    ['Analista júnior fevereiro de 2023 - Present', 'fevereiro de 2023 - Present', { year: 2023, month: 2 }, undefined, true],
    ['septiembre de 2019 - marzo de 2021', 'septiembre de 2019 - marzo de 2021', { year: 2019, month: 9 }, { year: 2021, month: 3 }, false],
    ['Junior IT associate Aprile 2025 - Ad Oggi', 'Aprile 2025 - Ad Oggi', { year: 2025, month: 4 }, undefined, true],
    ['UX Engineer november 2023 - maj 2026 (2 år 7 måneder)', 'november 2023 - maj 2026', { year: 2023, month: 11 }, { year: 2026, month: 5 }, false],
    ['marts 2019 - september 2020', 'marts 2019 - september 2020', { year: 2019, month: 3 }, { year: 2020, month: 9 }, false],
    ['maart 2018 - mei 2020', 'maart 2018 - mei 2020', { year: 2018, month: 3 }, { year: 2020, month: 5 }, false],
    ['januari 2021 - augusti 2022', 'januari 2021 - augusti 2022', { year: 2021, month: 1 }, { year: 2022, month: 8 }, false],
    ['februari 2015 - desember 2017', 'februari 2015 - desember 2017', { year: 2015, month: 2 }, { year: 2017, month: 12 }, false],
    ['Mars 2019 – Juin 2019', 'Mars 2019 – Juin 2019', { year: 2019, month: 3 }, { year: 2019, month: 6 }, false],
  ])('When a line says "%s", then the range is "%s"', (line, text, start, end, isPresent) => {
    const date = findDuration(line);

    expect(date?.text).toBe(text);
    expect(date?.isRange).toBe(true);
    expect(date?.start).toEqual(start);
    expect(date?.end).toEqual(end);
    expect(date?.isPresent).toBe(isPresent);
  });

  it.each([
    ['Sep. 2023 Mar. 2024', 'Sep. 2023 Mar. 2024', { year: 2023, month: 9 }, { year: 2024, month: 3 }, false],
    ['DevOps Engineer Mar. 2021 Present', 'Mar. 2021 Present', { year: 2021, month: 3 }, undefined, true],
    ['Co-Op May - August 2018', 'May - August 2018', { year: 2018, month: 5 }, { year: 2018, month: 8 }, false],
    ['Kernel engineer Sept ’17 – present', 'Sept ’17 – present', { year: 2017, month: 9 }, undefined, true],
    ["Analyst Jan '97 - Dec '99", "Jan '97 - Dec '99", { year: 1997, month: 1 }, { year: 1999, month: 12 }, false],
    ['04/2023 - NOW', '04/2023 - NOW', { year: 2023, month: 4 }, undefined, true],
    ['Jan 2022 - Current', 'Jan 2022 - Current', { year: 2022, month: 1 }, undefined, true],
    ['03/2021 - Hiện tại', '03/2021 - Hiện tại', { year: 2021, month: 3 }, undefined, true],
    ['2019–21 Research Assistant I, Northwind', '2019–21', { year: 2019 }, { year: 2021 }, false],
    ['1998–02 Tester, Contoso', '1998–02', { year: 1998 }, { year: 2002 }, false],
    ['2018-19 Lecturer, Northwind U.', '2018-19', { year: 2018 }, { year: 2019 }, false],
    ['INGENIERO · FULL TIME abr. 2020 - dic. 2021', 'abr. 2020 - dic. 2021', { year: 2020, month: 4 }, { year: 2021, month: 12 }, false],
    ['Engenheiro, Contoso, março 2019 – dezembro 2020', 'março 2019 – dezembro 2020', { year: 2019, month: 3 }, { year: 2020, month: 12 }, false],
    ['2021– Research Assistant II, Northwind', '2021–', { year: 2021 }, undefined, true],
    ['Software Engineer III, Northwind 11/2021+', '11/2021+', { year: 2021, month: 11 }, undefined, true],
  ])('When a range is written the way real resumes print it, "%s", then it is "%s"', (line, text, start, end, isPresent) => {
    const date = findDuration(line);

    expect(date?.text).toBe(text);
    expect(date?.start).toEqual(start);
    expect(date?.end).toEqual(end);
    expect(date?.isPresent).toBe(isPresent);
  });

  it('When two single years stand side by side in a sentence, then they are no range', () => {
    expect(findDates('Won the 2019 2020 awards').every((date) => !date.isRange)).toBe(true);
  });

  it.each([
    ['Summer 2017', { year: 2017, month: 7 }],
    ['Software Engineering Intern | Fall 2023', { year: 2023, month: 10 }],
    ['May 2016', { year: 2016, month: 5 }],
    ['Graduated 2014', { year: 2014 }],
    ['2019 – Northwind Traders', { year: 2019 }],
    ['2018-12 Northwind Traders', { year: 2018, month: 12 }],
  ])('When a line has the single date "%s", then it is found without a range', (line, start) => {
    const date = findDuration(line);

    expect(date?.isRange).toBe(false);
    expect(date?.start).toEqual(start);
  });

  it.each(['Managed 2500 accounts', 'Reduced latency from 900 ms to 250 ms', 'Call 555-0100', 'Version 3.2 released', 'Rolled out 50 services', 'Set 20 goals'])(
    'When "%s" holds numbers that are not years, then no date is found',
    (line) => {
      expect(findDates(line)).toEqual([]);
    },
  );
});

describe('findDates asked again', () => {
  it('When a line\'s dates are asked for twice and the first answer is changed, then the second answer is still whole', () => {
    const first = findDates('Engineer, Northwind | Jan 2020 – Present');
    first.pop();

    expect(findDates('Engineer, Northwind | Jan 2020 – Present').map((date) => date.text)).toEqual(['Jan 2020 – Present']);
  });
});

describe('placeholder dates', () => {
  it.each([
    ['Job Title | Month 20XX – Ongoing', 'Month 20XX – Ongoing', true],
    ['Analyst (start date – end date)', 'start date – end date', false],
    ['Company 2 | Start Date 2 - End Date 2', 'Start Date 2 - End Date 2', false],
    ['Engineer, Employer, MM/YYYY - Present', 'MM/YYYY - Present', true],
    ['Degree — year–year', 'year–year', false],
    ['Customer Service Supervisor (20xx to present)', '20xx to present', true],
    ['Employment Trainer, Aug 19xx – May 20xx', 'Aug 19xx – May 20xx', false],
  ])('When a template prints "%s", then "%s" is a range that spans no time', (line, text, isPresent) => {
    const date = findDuration(line);

    expect(date).toMatchObject({ text, isRange: true, isPlaceholder: true, isPresent });
    expect(lastYear(line)).toBe('');
  });

  it.each([
    ['Union Pacific Railroad, Omaha NE (Summer 20xx)', 'Summer 20xx'],
    ['Intern-Market Research, Mutual of Omaha, Fall Semester, 20xx', 'Fall Semester, 20xx'],
  ])('When a sample prints "%s", then "%s" is one date that spans no time', (line, text) => {
    expect(findDuration(line)).toMatchObject({ text, isRange: false, isPlaceholder: true });
  });

  it.each(['Grew revenue 30% year to date', 'Kept the wiki up to date - weekly', 'Start date: June 2021'])(
    'When "%s" names dates in words or has a real one, then no placeholder is read',
    (line) => {
      expect(findDates(line).some((date) => date.isPlaceholder)).toBe(false);
    },
  );
});

describe('lastYear', () => {
  it.each([
    ['2010 – 2014', '2014'],
    ['Expected May 2025', '2025'],
    ['B.S. Statistics, 2019', '2019'],
    ['2019 – Present', '2019'],
    ['No date here', ''],
  ])('When the text is "%s", then the last year is "%s"', (text, year) => {
    expect(lastYear(text)).toBe(year);
  });
});

describe('monthSpan', () => {
  it('When a range runs to Present, then it counts up to now', () => {
    const date = findDuration('Jan 2024 – Present');
    if (!date) throw new Error('no date');

    const span = monthSpan(date, now);

    expect(span.to - span.from).toBe(17);
  });

  it('When a range gives whole years, then the last year counts in full', () => {
    const date = findDuration('2018 – 2020');
    if (!date) throw new Error('no date');

    const span = monthSpan(date, now);

    expect(span.to - span.from + 1).toBe(36);
  });
});

describe('Two years parted by a slash', () => {
  it('When the years do not follow one another, then they are versions, not a range', () => {
    expect(findDates('Windows Server 2008/2012')).toEqual([]);
  });

  it('When the two digits after the slash can be a month, then they are one', () => {
    expect(findDates('Analyst 2011/12')).toMatchObject([{ text: '2011/12', start: { year: 2011, month: 12 }, isRange: false }]);
  });
});

describe('Months and years in two digits each', () => {
  it('When a range gives months and years in two digits each, then it is a range of months; a lone one may be a day and a month', () => {
    expect(findDates('The Art Institute of Chicago | Chicago, IL | 01/09-05/09')).toMatchObject([{ text: '01/09-05/09', start: { year: 2009, month: 1 }, end: { year: 2009, month: 5 }, isRange: true }]);
    expect(findDates('T-Mobile Retail Store | 04/07 – Present')).toMatchObject([{ text: '04/07 – Present', start: { year: 2007, month: 4 }, isPresent: true }]);
    expect(findDates('Updated on 05/09')).toEqual([]);
    expect(findDates('Support 24/7 - 365 days')).toEqual([]);
  });
});

describe('A year followed by a mark', () => {
  it('When a dash parts a year from a percentage, then the percentage is no end year', () => {
    expect(lastYear('Class XII (CBSE) — Delhi Public School, 2013 — 94%')).toBe('2013');
    expect(lastYear('Class X, St. Mary’s School, 2011 – 88 %')).toBe('2011');
  });
});
