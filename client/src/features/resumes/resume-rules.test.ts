import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';
import { fieldLabel, readAnalysis } from './read-analysis';
import { deriveDetailStatus, detailStatusTone, listStatusTone, progressOf } from './resume-status';
import { summaryLines } from './summary-lines';

describe('exportFileName', () => {
  const march7 = new Date(2024, 2, 7, 15, 30);

  it.each([
    ['Maria Gonzalez.pdf', 'pdf', 'Maria Gonzalez_Analysis_2024-03-07.pdf'],
    ['Maria Gonzalez.pdf', 'docx', 'Maria Gonzalez_Analysis_2024-03-07.docx'],
    ['cv.v2.final.docx', 'pdf', 'cv.v2.final_Analysis_2024-03-07.pdf'],
    ['README', 'pdf', 'README_Analysis_2024-03-07.pdf'],
    ['.profile', 'docx', '.profile_Analysis_2024-03-07.docx'],
    ['C:\\Users\\ada\\Desktop\\resume.doc', 'pdf', 'resume_Analysis_2024-03-07.pdf'],
    ['uploads/2024/jane doe.txt', 'pdf', 'jane doe_Analysis_2024-03-07.pdf'],
    ['', 'pdf', 'resume_Analysis_2024-03-07.pdf'],
  ] as const)('When the file is %j and the format %s, then it is saved as %j', (original, format, expected) => {
    expect(exportFileName(original, format, march7)).toBe(expected);
  });

  it('uses the local calendar date, not UTC, and pads month and day', () => {
    expect(exportFileName('a.pdf', 'pdf', new Date(2025, 0, 5, 23, 59))).toBe('a_Analysis_2025-01-05.pdf');
    expect(exportFileName('a.pdf', 'pdf', new Date(2025, 11, 31, 0, 1))).toBe('a_Analysis_2025-12-31.pdf');
  });
});

describe('deriveDetailStatus', () => {
  type Case = [string, Parameters<typeof deriveDetailStatus>[0], string, string];
  const base = { extractedText: null, bulletSummary: null, paragraphSummary: null };

  it.each<Case>([
    ['no text', base, 'uploaded', 'warning'],
    ['blank text', { ...base, extractedText: '  \n ' }, 'uploaded', 'warning'],
    ['extracted text', { ...base, extractedText: 'Jane' }, 'parsed', 'info'],
    ['a bullet string', { ...base, extractedText: 'Jane', bulletSummary: 'One\nTwo' }, 'summarized', 'success'],
    ['a bullet array', { ...base, extractedText: 'Jane', bulletSummary: ['One'] }, 'summarized', 'success'],
    ['only a paragraph', { ...base, paragraphSummary: 'Jane is a nurse.' }, 'summarized', 'success'],
    ['empty summaries', { ...base, extractedText: 'Jane', bulletSummary: [], paragraphSummary: ' ' }, 'parsed', 'info'],
  ])('When the resume has %s, then it is %s (%s)', (_case, resume, status, tone) => {
    expect(deriveDetailStatus(resume)).toBe(status);
    expect(detailStatusTone(deriveDetailStatus(resume))).toBe(tone);
  });
});

describe('list status', () => {
  it.each([
    ['processed', 'success'],
    ['parsed', 'info'],
    ['failed', 'danger'],
    ['uploaded', 'warning'],
    ['something-new', 'neutral'],
  ])('shows the server value %s as %s', (status, tone) => {
    expect(listStatusTone(status)).toBe(tone);
  });

  it.each([
    ['uploaded', null, ['done', 'pending', 'pending']],
    ['parsed', 'local-analyzer', ['done', 'done', 'pending']],
    ['processed', 'local-analyzer', ['done', 'done', 'done']],
    ['failed', null, ['done', 'failed', 'pending']],
    ['failed', 'gpt-4o-mini', ['done', 'done', 'failed']],
  ])('When the status is %s (model %s), then the dots are %j', (processingStatus, analysisModel, dots) => {
    expect(progressOf({ processingStatus, analysisModel })).toEqual(dots);
  });
});

describe('summaryLines', () => {
  it.each([
    ['a string with one item per line', 'First\nSecond\r\nThird', ['First', 'Second', 'Third']],
    ['an array', ['First', 'Second'], ['First', 'Second']],
    ['bullet marks and blank lines', '• First\n\n- Second\n* Third\n1. Fourth', ['First', 'Second', 'Third', 'Fourth']],
    ['an array whose items hold lines', ['First\nSecond'], ['First', 'Second']],
    ['nothing', null, []],
    ['a hyphenated word kept whole', 'Well-organized charge nurse', ['Well-organized charge nurse']],
  ])('reads %s', (_case, input, expected) => {
    expect(summaryLines(input)).toEqual(expected);
  });
});

describe('readAnalysis', () => {
  it('When personalInfo holds nested objects, then they become labelled groups beside the flat values', () => {
    const result = readAnalysis({
      personalInfo: {
        name: 'Jane Doe',
        contact: { email: 'jane@example.com', phoneNumber: '555-0100', empty: '' },
        social: { linkedin: 'linkedin.com/in/jane', profiles: { github: 'github.com/jane' } },
        languages: ['English', 'Spanish'],
        nothing: {},
      },
    });

    expect(result?.contact.entries).toEqual([
      { key: 'name', label: 'Name', value: 'Jane Doe' },
      { key: 'languages', label: 'Languages', value: 'English, Spanish' },
    ]);
    expect(result?.contact.groups.map((group) => group.label)).toEqual(['Contact', 'Social']);
    expect(result?.contact.groups[0]?.entries.map((entry) => [entry.label, entry.value])).toEqual([
      ['Email', 'jane@example.com'],
      ['Phone number', '555-0100'],
    ]);
    expect(result?.contact.groups[1]?.groups[0]?.entries[0]).toMatchObject({ label: 'GitHub', value: 'github.com/jane' });
  });

  it('reads education with institution or school, and year or graduationYear', () => {
    const result = readAnalysis({
      education: [
        { degree: 'BSN', institution: 'UT Austin', year: '2015' },
        { degree: 'MSN', school: 'Johns Hopkins', graduationYear: 2019 },
        'Diploma in Nursing',
        {},
      ],
    });

    expect(result?.education).toEqual([
      { degree: 'BSN', institution: 'UT Austin', year: '2015' },
      { degree: 'MSN', institution: 'Johns Hopkins', year: '2019' },
      { degree: 'Diploma in Nursing', institution: '', year: '' },
    ]);
  });

  it('When parts are missing or of another shape, then it keeps what it can read', () => {
    const result = readAnalysis({ skills: 'Triage, Wound care (advanced, chronic)', workExperience: [{ title: 'Nurse' }, null], careerLevel: 'mid' });

    expect(result).toMatchObject({
      professionalSummary: '',
      skills: ['Triage', 'Wound care (advanced, chronic)'],
      workExperience: [{ title: 'Nurse', company: '', duration: '', responsibilities: [] }],
      certifications: [],
      careerLevel: 'mid',
    });
  });

  it('When there is no analysis, then there is nothing to read', () => {
    expect(readAnalysis(null)).toBeNull();
    expect(readAnalysis('text')).toBeNull();
  });

  it.each([
    ['linkedin', 'LinkedIn'],
    ['phoneNumber', 'Phone number'],
    ['home_address', 'Home address'],
  ])('labels %s as %s', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });
});
