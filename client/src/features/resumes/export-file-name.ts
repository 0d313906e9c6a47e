import type { ExportFormat } from '@app/shared';

function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The spec's name for a saved analysis: '{original filename without extension}_Analysis_{YYYY-MM-DD}.{format}',
 * dated on the user's own calendar.
 */
export function exportFileName(originalFilename: string, format: ExportFormat, date: Date = new Date()): string {
  // A browser may have sent a path; only its last part is the name, and only the last extension goes.
  const name = originalFilename.split(/[\\/]/).pop()?.trim() ?? '';
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).trim();
  return `${base === '' ? 'resume' : base}_Analysis_${localIsoDate(date)}.${format}`;
}
