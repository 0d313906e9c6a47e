export { formatShortDate } from '../../format/dates';
export { capitalize } from '../../format/text';

/** Size in KB to one decimal, as the file details show it. */
export function formatKilobytes(sizeBytes: number): string {
  return `${(sizeBytes / 1024).toFixed(1)} KB`;
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document (.docx)',
  'application/msword': 'Word 97–2003 document (.doc)',
  'text/plain': 'Plain text',
};

export function fileTypeLabel(mimeType: string): string {
  return TYPE_LABELS[mimeType] ?? mimeType;
}

export function isPdf(resume: { mimeType: string; originalFilename: string }): boolean {
  return resume.mimeType === 'application/pdf' || (resume.mimeType === '' && /\.pdf$/i.test(resume.originalFilename));
}

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

export function hasAcceptedExtension(filename: string): boolean {
  const name = filename.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}
