// The Documents texts: the spec's word for word (searchFailed, downloadFailed, uploaded), then our own.
export const documentMessages = {
  searchFailed: 'Search failed',
  downloadFailed: 'Failed to download document',
  uploaded: 'Document uploaded and processed successfully!',
  uploadFailed: 'Upload failed',
  processingFailed: 'The document was stored but could not be processed.',
  reprocessFailed: 'Reprocess failed',
  noResults: 'No documents match your search.',
  emptyList: 'No documents yet',
} as const;
