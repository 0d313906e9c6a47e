import type { ExportFormat } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { exportResumeAnalysis } from '../../api/resumes';
import { exportFileName } from './export-file-name';
import { resumeMessages } from './messages';
import { saveBlob } from '../../files/save-file';

export const EXPORT_FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'pdf', label: 'PDF Document' },
  { value: 'docx', label: 'Word Document (.docx)' },
];

/** "Download Analysis": fetches the export with the bearer token and saves it under the spec's name. */
export function useExportAnalysis(resume: { id: string; originalFilename: string }) {
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const mutation = useMutation({
    mutationFn: (chosen: ExportFormat) => exportResumeAnalysis(resume.id, chosen),
    onSuccess: (blob, chosen) => saveBlob(blob, exportFileName(resume.originalFilename, chosen)),
  });
  return {
    format,
    setFormat,
    exportAnalysis: () => mutation.mutate(format),
    isExporting: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, resumeMessages.exportFailed) : null,
  };
}
