import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { AiSummary } from '../../../ai/resume-analysis.js';
import type { AnalysisExportData } from './analysis-document.js';
import { renderAnalysisDocx } from './render-analysis-docx.js';
import { renderAnalysisPdf } from './render-analysis-pdf.js';

const SUMMARY: AiSummary = {
  professionalSummary: 'Charge nurse with ten years in emergency care.\nCalm under pressure.',
  personalInfo: {
    name: 'Zoë Łukasiewicz',
    email: 'zoe@example.com',
    phone: '+48 600 100 200',
    location: 'Kraków, Poland',
    linkedin: 'https://linkedin.com/in/zoe',
    website: '',
  },
  workExperience: [
    {
      title: 'Charge Nurse',
      company: 'Mercy Hospital',
      duration: '2019 – present',
      responsibilities: ['Led a team of 12 nurses', 'Cut triage wait times by 30%'],
    },
    { title: 'Staff Nurse', company: 'Св. Ольга Clinic', duration: '2014 – 2019', responsibilities: [] },
    { title: 'First Aid Instructor', company: 'Red Cross', duration: '2012 – 2014', responsibilities: [], isVolunteer: true },
  ],
  education: [{ degree: 'BSc Nursing', institution: 'Jagiellonian University', year: '2014' }],
  skills: ['Triage', 'Wound care', 'ACLS'],
  certifications: ['BLS'],
  keyAchievements: [],
  careerLevel: 'senior',
};

const DATA: AnalysisExportData = {
  originalFilename: 'Zoe CV.pdf',
  createdAt: new Date('2025-03-07T10:00:00Z'),
  analysisModel: 'local-analyzer',
  aiSummary: SUMMARY,
  bulletSummary: ['Ten years of emergency nursing', '- Leads teams'],
  paragraphSummary: 'A senior nurse ready for a head nurse role.',
  promptExplanation: 'These points matter for an emergency department role.',
  summaryPrompt: 'emergency nursing jobs',
};

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function docxText(docx: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: docx })).value;
}

const EXPECTED = [
  'Resume Analysis',
  'Zoe CV.pdf',
  '2025-03-07',
  'local-analyzer',
  'Detailed AI Summary',
  'emergency nursing jobs',
  'These points matter for an emergency department role.',
  'Leads teams',
  'A senior nurse ready for a head nurse role.',
  'Professional Summary',
  'Calm under pressure.',
  'Contact Information',
  'Zoë Łukasiewicz',
  'zoe@example.com',
  'Kraków, Poland',
  'Work Experience',
  'Charge Nurse',
  'Mercy Hospital · 2019 – present',
  'Cut triage wait times by 30%',
  'Св. Ольга Clinic',
  'Red Cross · 2012 – 2014 · Volunteer',
  'Education',
  'BSc Nursing',
  'Jagiellonian University · 2014',
  'Skills',
  'Triage, Wound care, ACLS',
  'Certifications',
  'BLS',
  'Key Achievements',
  'None listed.',
  'Career Level',
  'Senior',
];

describe('renderAnalysisPdf', () => {
  it('When rendered, then every section reads back from the PDF, accents and Cyrillic included', async () => {
    const pdf = await renderAnalysisPdf(DATA);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(pdf);
    for (const expected of EXPECTED) expect(text).toContain(expected);
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toContain('Website:');
    expect(text.indexOf('Detailed AI Summary')).toBeLessThan(text.indexOf('Professional Summary'));
    expect(text.indexOf('Work Experience')).toBeLessThan(text.indexOf('Education'));
  });

  it('When the text has characters the font lacks, then they become base letters or "?" instead of vanishing', async () => {
    const pdf = await renderAnalysisPdf({
      ...DATA,
      aiSummary: { ...SUMMARY, skills: ['看護 care', 'Tiếng Việt', 'ｆｕｌｌ width', 'bell\u0007 char'] },
    });

    const { text } = await pdfText(pdf);

    expect(text).toContain('?? care, Tieng Viet, full width, bell char');
  });

  it('When the analysis is long, then it flows over numbered pages', async () => {
    const responsibilities = Array.from({ length: 120 }, (_, index) => `Responsibility ${index + 1}: ${'coordinated care '.repeat(6)}`);
    const pdf = await renderAnalysisPdf({
      ...DATA,
      aiSummary: { ...SUMMARY, workExperience: [{ ...SUMMARY.workExperience[0]!, responsibilities }] },
      paragraphSummary: 'A very long paragraph. '.repeat(400),
    });

    const { text, pages } = await pdfText(pdf);

    expect(pages).toBeGreaterThan(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Responsibility 120:');
    expect(text).toContain('Career Level');
  });

  it('When the resume has no analysis or summary yet, then the document says so', async () => {
    const pdf = await renderAnalysisPdf({
      ...DATA,
      analysisModel: null,
      aiSummary: null,
      bulletSummary: [],
      paragraphSummary: null,
      promptExplanation: null,
      summaryPrompt: null,
    });

    const { text } = await pdfText(pdf);

    expect(text).toContain('Not analyzed yet');
    expect(text).toContain('No detailed summary has been generated yet.');
    expect(text).toContain('This resume has not been analyzed yet.');
  });
});

describe('renderAnalysisDocx', () => {
  it('When rendered, then every section reads back from the .docx', async () => {
    const docx = await renderAnalysisDocx(DATA);

    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const text = await docxText(docx);
    for (const expected of EXPECTED) expect(text).toContain(expected);
    expect(text.indexOf('Work Experience')).toBeLessThan(text.indexOf('Education'));
  });

  it('When the text has characters PDFs could not show or XML cannot hold, then Word gets the first and not the second', async () => {
    const docx = await renderAnalysisDocx({
      ...DATA,
      aiSummary: { ...SUMMARY, skills: ['看護 care', 'bell\u0007 char', 'cut \ud83d emoji'] },
    });

    expect(await docxText(docx)).toContain('看護 care, bell char, cut emoji');
  });

  it('When the resume has no analysis yet, then the document says so', async () => {
    const docx = await renderAnalysisDocx({ ...DATA, aiSummary: null, bulletSummary: [], paragraphSummary: null, promptExplanation: null });

    const text = await docxText(docx);

    expect(text).toContain('This resume has not been analyzed yet.');
    expect(text).toContain('emergency nursing jobs');
  });
});
