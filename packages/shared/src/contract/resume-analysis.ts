import { z } from 'zod';

// The shape of a resume analysis (the spec's aiSummary). Every model's answer is validated
// against it, so the page can rely on it whoever produced it.
export const workExperienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  duration: z.string(),
  responsibilities: z.array(z.string()),
  // A role listed under a volunteer or community heading: shown as such, and not counted in the
  // years of experience or the career level. Absent means paid work (or not known).
  isVolunteer: z.boolean().optional(),
});

export const educationSchema = z.object({
  degree: z.string(),
  institution: z.string(),
  year: z.string(),
});

export const personalInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  linkedin: z.string(),
  website: z.string(),
});

export const aiSummarySchema = z.object({
  professionalSummary: z.string(),
  personalInfo: personalInfoSchema,
  workExperience: z.array(workExperienceSchema),
  education: z.array(educationSchema),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  keyAchievements: z.array(z.string()),
  // entry | junior | mid | senior | lead | executive
  careerLevel: z.string(),
  // Whole months the job dates cover (overlaps once, "Present" up to the analysis day). Absent
  // from analyses made before it was stored, and from models that do not give it.
  experienceMonths: z.number().int().nonnegative().optional(),
});

export type WorkExperience = z.infer<typeof workExperienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const resumeSummarySchema = z.object({
  bulletSummary: z.array(z.string()),
  paragraphSummary: z.string(),
  // Why the bullets were chosen for the recruiter's focus prompt; null without a prompt.
  promptExplanation: z.string().nullable(),
});

export type ResumeSummary = z.infer<typeof resumeSummarySchema>;
