import { describe, expect, it } from 'vitest';
import { exportFilename } from './export-filename.js';

const DATE = new Date('2025-03-07T22:30:00Z');

describe('exportFilename', () => {
  it.each([
    ['Jane Doe Resume.pdf', 'pdf', 'Jane Doe Resume_Analysis_2025-03-07.pdf'],
    ['Jane Doe Resume.pdf', 'docx', 'Jane Doe Resume_Analysis_2025-03-07.docx'],
    ['cv.v2.final.docx', 'pdf', 'cv.v2.final_Analysis_2025-03-07.pdf'],
    ['notes', 'pdf', 'notes_Analysis_2025-03-07.pdf'],
    ['Zoë Šimić – CV.doc', 'docx', 'Zoë Šimić – CV_Analysis_2025-03-07.docx'],
    ['C:\\Users\\jane\\cv.txt', 'pdf', 'cv_Analysis_2025-03-07.pdf'],
    ['../../etc/cv.pdf', 'pdf', 'cv_Analysis_2025-03-07.pdf'],
    ['.pdf', 'pdf', '.pdf_Analysis_2025-03-07.pdf'],
    ['', 'pdf', 'resume_Analysis_2025-03-07.pdf'],
  ] as const)('When the original is %j and the format %s, then it is %j', (original, format, expected) => {
    expect(exportFilename(original, format, DATE)).toBe(expected);
  });

  it('When no date is given, then today (UTC) is used', () => {
    expect(exportFilename('cv.pdf', 'pdf')).toBe(`cv_Analysis_${new Date().toISOString().slice(0, 10)}.pdf`);
  });
});
