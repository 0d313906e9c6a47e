import type { Candidate, ResumeDetail } from '@app/shared';
import { readAnalysis, type ContactGroup } from './read-analysis';

// Good enough to tell an address from "n/a" or a phone number, as the server's candidate list does.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A contact value by its field name, flat or nested ("contact": {"email": …}), whichever comes first. */
function contactValue(contact: ContactGroup, key: string): string | null {
  const entry = contact.entries.find((candidate) => candidate.key.toLowerCase() === key);
  if (entry) return entry.value;
  for (const group of contact.groups) {
    const value = contactValue(group, key);
    if (value !== null) return value;
  }
  return null;
}

/**
 * The resume's candidate as Compose expects one from the Candidates selection, or null when the
 * analysis found no e-mail address to write to. Built from the open resume rather than fetched:
 * the candidate list reads every resume of the organisation, and this one is already here.
 */
export function candidateFromResume(resume: ResumeDetail): Candidate | null {
  const analysis = readAnalysis(resume.aiSummary);
  if (!analysis) return null;
  const email = contactValue(analysis.contact, 'email')?.toLowerCase() ?? '';
  if (!LOOKS_LIKE_EMAIL.test(email)) return null;
  return {
    email,
    fullName: contactValue(analysis.contact, 'name'),
    // The analysis has no title of its own: the most recent job's, as on the Candidates screen.
    title: analysis.workExperience[0]?.title || null,
    location: contactValue(analysis.contact, 'location'),
    phone: contactValue(analysis.contact, 'phone'),
    linkedin: contactValue(analysis.contact, 'linkedin'),
    website: contactValue(analysis.contact, 'website'),
    resumeId: resume.id,
    resumeFilename: resume.originalFilename,
    professionalSummary: analysis.professionalSummary || null,
    skills: analysis.skills,
    workExperience: analysis.workExperience,
    education: analysis.education,
    // Compose does not read it, and the server never sends to an address that unsubscribed.
    unsubscribed: false,
    doNotContact: null,
    // Compose reads recent contacts fresh from the server (use-recent-contacts.ts), not from here.
    lastContact: null,
  };
}
