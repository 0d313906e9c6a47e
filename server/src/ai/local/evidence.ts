import type { AiSummary } from '../resume-analysis.js';
import { counted } from './counted.js';

export type EvidenceKind = 'summary' | 'role' | 'duty' | 'achievement' | 'education' | 'certification' | 'skill';

/** One fact of the resume a summary can quote, with where it came from. */
export type Evidence = { text: string; kind: EvidenceKind; source: string; order: number };

/** Every quotable fact of an analysis, most recent jobs first as the resume lists them. */
export function collectEvidence(analysis: AiSummary): Evidence[] {
  const items: Omit<Evidence, 'order'>[] = [];
  for (const sentence of analysis.professionalSummary.split(/(?<=[.!?])\s+/).filter(Boolean)) {
    items.push({ text: sentence, kind: 'summary', source: 'professional summary' });
  }
  for (const job of analysis.workExperience) {
    const role = [job.title, job.company].filter(Boolean).join(' at ');
    items.push({ text: `${role}${job.duration ? ` (${job.duration})` : ''}`, kind: 'role', source: role });
    for (const duty of job.responsibilities) items.push({ text: duty, kind: 'duty', source: role });
  }
  const duties = new Set(items.map((item) => item.text));
  for (const achievement of analysis.keyAchievements.filter((text) => !duties.has(text))) {
    items.push({ text: achievement, kind: 'achievement', source: 'key achievements' });
  }
  for (const entry of analysis.education) {
    const text = [entry.degree, entry.institution, entry.year].filter(Boolean).join(', ');
    items.push({ text, kind: 'education', source: 'education' });
  }
  for (const certification of analysis.certifications) {
    items.push({ text: certification, kind: 'certification', source: 'certifications' });
  }
  for (const skill of analysis.skills) items.push({ text: skill, kind: 'skill', source: 'skills' });
  return items.map((item, order) => ({ ...item, order }));
}

/** "2 duties from Charge Nurse at Mercy Hospital, 1 certification, the skills list". */
export function describeSources(items: Evidence[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const label = item.kind === 'duty' ? `from ${item.source}` : item.kind;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([label, count]) => (label.startsWith('from ') ? `${counted(count, 'duty', 'duties')} ${label}` : counted(count, ...nounsOf(label))))
    .join(', ');
}

function nounsOf(kind: string): [string, string] {
  if (kind === 'summary') return ['summary sentence', 'summary sentences'];
  if (kind === 'education') return ['education entry', 'education entries'];
  return [kind, `${kind}s`];
}
