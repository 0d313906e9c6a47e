// The types every upload (resumes, documents) accepts, checked before anything is sent.
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

export const UNSUPPORTED_FILE_TYPE = 'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.';

export function hasAcceptedExtension(filename: string): boolean {
  const name = filename.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}
