import path from 'node:path';
import { isoDate } from './analysis-document.js';

export type ExportFormat = 'pdf' | 'docx';

/**
 * The spec's name for a downloaded analysis: '{original filename without extension}_Analysis_
 * {YYYY-MM-DD}.{format}', dated in UTC like the rest of the API.
 */
export function exportFilename(originalFilename: string, format: ExportFormat, date: Date = new Date()): string {
  // Only the last extension goes ("cv.v2.pdf" keeps "cv.v2"); a path a client sent is dropped.
  const base = path.posix.parse(originalFilename.replaceAll('\\', '/')).name.trim();
  return `${base || 'resume'}_Analysis_${isoDate(date)}.${format}`;
}
