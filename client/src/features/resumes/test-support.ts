// Test data shared by the Resumes tests.
import type { ResumeDetail, ResumeListItem } from '@app/shared';
import { paginationOf, type PageOptions } from '../../test/pagination';

export function listItem(overrides: Partial<ResumeListItem> = {}): ResumeListItem {
  return {
    id: 'r1',
    originalFilename: 'Maria Gonzalez.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 52_429,
    processingStatus: 'parsed',
    analysisModel: 'local-analyzer',
    errorMessage: null,
    createdAt: '2024-03-07T12:00:00.000Z',
    candidateName: null,
    candidateTitle: null,
    candidateEmail: null,
    ...overrides,
  };
}

export const analysis = {
  professionalSummary: 'Registered nurse with 8 years in intensive care.',
  personalInfo: { name: 'Maria Gonzalez', email: 'maria@example.com', phone: '(555) 123-4567', location: 'Austin, TX', linkedin: '', website: '' },
  workExperience: [
    { title: 'ICU Charge Nurse', company: "St. David's Medical Center", duration: 'March 2019 – Present', responsibilities: ['Led a team of 12 nurses'] },
  ],
  education: [{ degree: 'Bachelor of Science in Nursing', institution: 'University of Texas at Austin', year: '2015' }],
  skills: ['Critical care', 'Epic EHR'],
  certifications: ['CCRN'],
  keyAchievements: ['Reduced central line infections by 40%'],
  careerLevel: 'senior',
  experienceMonths: 89,
};

export function detail(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  const { candidateName: _name, candidateTitle: _title, ...file } = listItem();
  return {
    ...file,
    extractedText: 'Maria Gonzalez\nRegistered Nurse',
    aiSummary: analysis,
    bulletSummary: null,
    paragraphSummary: null,
    promptExplanation: null,
    summaryPrompt: null,
    updatedAt: '2024-03-07T12:00:00.000Z',
    ...overrides,
  };
}

/** A detail in a shape the spec allows but our server never sends (nested contact details, `school`, bullets as an array). */
export function specShapedDetail(overrides: Record<string, unknown>): ResumeDetail {
  return { ...detail(), ...overrides } as ResumeDetail;
}

export function listBody(resumes: ResumeListItem[], pagination: PageOptions = {}) {
  return { resumes, pagination: paginationOf(resumes.length, pagination) };
}
