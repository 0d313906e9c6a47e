// The Resumes texts of the spec, word for word, in one place for the screens and their tests.
export const resumeMessages = {
  loadFailed: 'Failed to load resume',
  exportFailed: 'Failed to export analysis',
  uploadFailed: 'Upload failed',
  summarizeFailed: 'Failed to summarize resume',
  analyzed: 'Resume analyzed successfully!',
  previewUnavailable: 'Preview not available for this file type',
  emptyList: 'No resumes analyzed yet',
  // Candidates' data rights (issue 22), not in the spec.
  deleteFailed: 'Failed to delete resume',
} as const;
