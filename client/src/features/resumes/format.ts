const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The spec's date format: short month and day in en-US ("Mar 7"). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}

/** Size in KB to one decimal, as the file details show it. */
export function formatKilobytes(sizeBytes: number): string {
  return `${(sizeBytes / 1024).toFixed(1)} KB`;
}

/** "senior" -> "Senior": values from the server and the model, shown as labels. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
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
