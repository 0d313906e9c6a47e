import type { AiSummary } from '../../../ai/resume-analysis.js';

// What an exported analysis says, in order, independent of the file format: both renderers walk
// the same outline, so the PDF and the .docx never drift apart.

export type AnalysisExportData = {
  originalFilename: string;
  createdAt: Date;
  analysisModel: string | null;
  aiSummary: AiSummary | null;
  bulletSummary: string[];
  paragraphSummary: string | null;
  promptExplanation: string | null;
  summaryPrompt: string | null;
};

export type Field = { label: string; value: string };

export type Block =
  | { type: 'paragraph'; text: string }
  /** Said when a section has nothing to show; rendered quieter than content. */
  | { type: 'note'; text: string }
  | { type: 'bullets'; items: string[] }
  | { type: 'fields'; fields: Field[] }
  /** One entry of a list section: a job or a degree, with its secondary line. */
  | { type: 'entry'; title: string; detail: string };

export type Section = { heading: string; blocks: Block[] };

export type AnalysisDocument = { title: string; meta: Field[]; sections: Section[] };

export function buildAnalysisDocument(data: AnalysisExportData): AnalysisDocument {
  return {
    title: 'Resume Analysis',
    meta: [
      { label: 'File', value: clean(data.originalFilename) },
      { label: 'Uploaded', value: isoDate(data.createdAt) },
      { label: 'Analyzed by', value: clean(data.analysisModel ?? '') || 'Not analyzed yet' },
    ],
    sections: [detailedSummary(data), ...analysisSections(data.aiSummary)],
  };
}

function detailedSummary(data: AnalysisExportData): Section {
  const blocks: Block[] = [];
  const prompt = clean(data.summaryPrompt ?? '');
  if (prompt) blocks.push({ type: 'fields', fields: [{ label: 'Focus prompt', value: prompt }] });
  blocks.push(...paragraphs(data.promptExplanation));
  const bullets = list(data.bulletSummary);
  if (bullets.length > 0) blocks.push({ type: 'bullets', items: bullets });
  blocks.push(...paragraphs(data.paragraphSummary));
  if (blocks.length === 0) blocks.push({ type: 'note', text: 'No detailed summary has been generated yet.' });
  return { heading: 'Detailed AI Summary', blocks };
}

function analysisSections(summary: AiSummary | null): Section[] {
  if (!summary) {
    return [{ heading: 'AI Resume Analysis', blocks: [{ type: 'note', text: 'This resume has not been analyzed yet.' }] }];
  }
  const info = summary.personalInfo;
  const contact: Field[] = [
    { label: 'Name', value: info.name },
    { label: 'Email', value: info.email },
    { label: 'Phone', value: info.phone },
    { label: 'Location', value: info.location },
    { label: 'LinkedIn', value: info.linkedin },
    { label: 'Website', value: info.website },
  ]
    .map((field) => ({ ...field, value: clean(field.value) }))
    .filter((field) => field.value !== '');
  const skills = list(summary.skills);

  return [
    section('Professional Summary', paragraphs(summary.professionalSummary)),
    section('Contact Information', contact.length > 0 ? [{ type: 'fields', fields: contact }] : []),
    section('Work Experience', summary.workExperience.flatMap(job)),
    section('Education', summary.education.flatMap(degree)),
    section('Skills', skills.length > 0 ? [{ type: 'paragraph', text: skills.join(', ') }] : []),
    section('Certifications', bulletBlocks(summary.certifications)),
    section('Key Achievements', bulletBlocks(summary.keyAchievements)),
    section('Career Level', paragraphs(capitalize(summary.careerLevel))),
  ];
}

function job(experience: AiSummary['workExperience'][number]): Block[] {
  const title = clean(experience.title) || 'Untitled role';
  const detail = joinPresent([experience.company, experience.duration, experience.isVolunteer ? 'Volunteer' : '']);
  return [{ type: 'entry', title, detail }, ...bulletBlocks(experience.responsibilities)];
}

function degree(education: AiSummary['education'][number]): Block[] {
  const title = clean(education.degree) || clean(education.institution);
  if (!title) return [];
  return [{ type: 'entry', title, detail: joinPresent([education.institution, education.year]) }];
}

function section(heading: string, blocks: Block[]): Section {
  return { heading, blocks: blocks.length > 0 ? blocks : [{ type: 'note', text: 'None listed.' }] };
}

function bulletBlocks(items: string[]): Block[] {
  const present = list(items);
  return present.length > 0 ? [{ type: 'bullets', items: present }] : [];
}

// Line breaks in model output become separate paragraphs; renderers never see newlines.
function paragraphs(text: string | null): Block[] {
  return (text ?? '')
    .split('\n')
    .map(clean)
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ type: 'paragraph', text: paragraph }));
}

function list(items: string[]): string[] {
  return items.map((item) => clean(item.replace(/^\s*[-*•]\s*/, ''))).filter((item) => item !== '');
}

function joinPresent(parts: string[]): string {
  return parts.map(clean).filter((part) => part !== '').join(' · ');
}

function capitalize(text: string): string {
  const trimmed = clean(text);
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

// Control characters are invalid in .docx XML and meaningless in a PDF; lone surrogates (cut
// emoji) cannot be encoded. Both come from extracted text now and then.
function clean(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The calendar date in UTC, as the file name and the document both show it. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
