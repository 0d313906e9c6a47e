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
