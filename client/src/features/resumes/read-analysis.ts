import type { AiSummary, Education, WorkExperience } from '@app/shared';

// Reads the aiSummary defensively. Our server answers the contract's AiSummary, but the spec also
// allows nested contact details, `school` for `institution` and `graduationYear` for `year`.

export type ContactEntry = { key: string; label: string; value: string };
export type ContactGroup = { key: string; label: string; entries: ContactEntry[]; groups: ContactGroup[] };

/** The analysis ready to render: the contract's fields, with the contact details grouped. */
export type ResumeAnalysis = Omit<AiSummary, 'personalInfo'> & { contact: ContactGroup };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function firstText(fields: Fields, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(fields[key]);
    if (value !== '') return value;
  }
  return '';
}

/** A list of strings from an array (of strings or {name} objects) or one comma- or line-separated string. */
function textList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n|,(?![^(]*\))/) : [];
  return items.map((item) => (isFields(item) ? firstText(item, ['name', 'title', 'label']) : text(item))).filter((item) => item !== '');
}

const LABELS: Record<string, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  url: 'URL',
  email: 'Email',
  phone: 'Phone',
};

/** "linkedin" -> "LinkedIn", "phoneNumber" -> "Phone number", "home_address" -> "Home address". */
export function fieldLabel(key: string): string {
  const known = LABELS[key.toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function hasContactDetails(contact: ContactGroup): boolean {
  return contact.entries.length > 0 || contact.groups.length > 0;
}

function readContact(key: string, value: Fields): ContactGroup {
  const entries: ContactEntry[] = [];
  const groups: ContactGroup[] = [];
  for (const [field, raw] of Object.entries(value)) {
    if (isFields(raw)) {
      const group = readContact(field, raw);
      if (hasContactDetails(group)) groups.push(group);
      continue;
    }
    const shown = Array.isArray(raw) ? textList(raw).join(', ') : text(raw);
    if (shown !== '') entries.push({ key: field, label: fieldLabel(field), value: shown });
  }
  return { key, label: fieldLabel(key), entries, groups };
}

function readWorkExperience(item: unknown): WorkExperience | null {
  if (!isFields(item)) return null;
  const entry = {
    title: firstText(item, ['title', 'position', 'role']),
    company: firstText(item, ['company', 'employer', 'organization']),
    duration: firstText(item, ['duration', 'dates', 'period']),
    responsibilities: textList(item.responsibilities),
    ...(item.isVolunteer === true ? { isVolunteer: true } : {}),
  };
  return entry.title || entry.company || entry.duration || entry.responsibilities.length > 0 ? entry : null;
}

function readEducation(item: unknown): Education | null {
  if (typeof item === 'string') return item.trim() === '' ? null : { degree: item.trim(), institution: '', year: '' };
  if (!isFields(item)) return null;
  const entry = {
    degree: firstText(item, ['degree', 'qualification']),
    institution: firstText(item, ['institution', 'school', 'university']),
    year: firstText(item, ['year', 'graduationYear']),
  };
  return entry.degree || entry.institution || entry.year ? entry : null;
}

function list<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
}

/** The analysis ready to render, or null when there is none. */
export function readAnalysis(aiSummary: unknown): ResumeAnalysis | null {
  if (!isFields(aiSummary)) return null;
  const personalInfo = isFields(aiSummary.personalInfo) ? aiSummary.personalInfo : {};
  return {
    professionalSummary: text(aiSummary.professionalSummary),
    contact: readContact('personalInfo', personalInfo),
    workExperience: list(aiSummary.workExperience, readWorkExperience),
    education: list(aiSummary.education, readEducation),
    skills: textList(aiSummary.skills),
    certifications: textList(aiSummary.certifications),
    keyAchievements: textList(aiSummary.keyAchievements),
    careerLevel: text(aiSummary.careerLevel),
    ...(isMonthCount(aiSummary.experienceMonths) ? { experienceMonths: aiSummary.experienceMonths } : {}),
  };
}

// Analyses made before the length was stored, and some models, have none.
function isMonthCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
