// Test data and a network-level stand-in for XMLHttpRequest, shared by the Resumes tests.
import { vi } from 'vitest';
import type { ResumeDetail, ResumeListItem } from '../../api/resumes';

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
};

export function detail(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    ...listItem(),
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

export function listBody(resumes: ResumeListItem[], pagination: Partial<{ totalItems: number; currentPage: number; itemsPerPage: number }> = {}) {
  const itemsPerPage = pagination.itemsPerPage ?? 6;
  const totalItems = pagination.totalItems ?? resumes.length;
  const currentPage = pagination.currentPage ?? 1;
  const totalPages = Math.ceil(totalItems / itemsPerPage);
  return {
    resumes,
    pagination: { totalItems, totalPages, currentPage, itemsPerPage, hasPrevPage: currentPage > 1, hasNextPage: currentPage < totalPages },
  };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Replaces XMLHttpRequest with one that sends through fetch (mocked by mockApi), so uploads are
 * answered from the same route table. It reports half the file sent, waits for `midway`, then the rest.
 */
export function stubUploadTransport(options: { midway?: Promise<void> } = {}) {
  class FetchBackedXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.onabort?.();
    }

    send(body: FormData) {
      const total = (body.get('file') as File | null)?.size ?? 0;
      const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      void (async () => {
        progress(total / 2);
        await options.midway;
        progress(total);
        this.upload.onload?.();
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
