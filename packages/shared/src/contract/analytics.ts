import { z } from 'zod';

// IANA names only ("Europe/Berlin", "UTC", "Etc/GMT+5"). A bare offset such as "+01:00" is
// refused: PostgreSQL reads those with the POSIX sign, the opposite of what a reader expects.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The zone's canonical name when JavaScript's time-zone database knows it, else undefined. */
function canonicalTimeZone(name: string): string | undefined {
  if (!ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone of the process that parses (the server's TZ), used when the client names none. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const dashboardQuerySchema = z.object({
  tz: z
    .string({ error: 'tz must be an IANA time zone such as Europe/Berlin' })
    .optional()
    .transform((name, issue) => {
      if (name === undefined) return ownTimeZone();
      const zone = canonicalTimeZone(name);
      if (!zone) {
        issue.addIssue({ code: 'custom', message: 'tz must be an IANA time zone such as Europe/Berlin' });
        return z.NEVER;
      }
      return zone;
    })
    .meta({ description: "IANA time zone of the caller's calendar days; the server's when left out", example: 'Europe/Berlin' }),
});

// The answer, documented in the OpenAPI document and checked against real answers in the tests.

const day = z.object({ date: z.iso.date(), count: z.int() });
// The cast keeps the label's name in the inferred type (a computed key would widen it to string).
const recentItem = <Label extends 'filename' | 'recipient' | 'title'>(label: Label) =>
  z.object({ id: z.uuid(), ...({ [label]: z.string() } as Record<Label, z.ZodString>), status: z.string(), createdAt: z.iso.datetime() });

export const dashboardAnswerSchema = z.object({
  overview: z.object({ totalResumes: z.int(), totalOutreach: z.int(), totalDocuments: z.int() }),
  resumeStats: z.object({ total: z.int(), processed: z.int(), parsed: z.int(), failed: z.int(), withSummaries: z.int() }),
  outreachStats: z.object({
    opened: z.int(),
    delivered: z.int(),
    sent: z.int(),
    failed: z.int(),
    replied: z.int(),
    successRate: z.number().min(0).max(100).meta({ description: 'Percent to one decimal (decision 60)' }),
  }),
  documentStats: z.object({ total: z.int(), processed: z.int(), failed: z.int() }),
  activity: z.object({ resumes: z.array(day), outreach: z.array(day), documents: z.array(day) }).meta({ description: 'The last 30 days, oldest first' }),
  recentActivity: z.object({
    resumes: z.array(recentItem('filename')),
    outreach: z.array(recentItem('recipient')),
    documents: z.array(recentItem('title')),
  }),
  timeZone: z.string().meta({ description: 'The zone whose calendar days the activity counts' }),
});

/** GET /analytics/dashboard: the spec's figures, plus replied and the zone of the activity days. */
export type DashboardData = z.infer<typeof dashboardAnswerSchema>;
export type DailyCount = z.infer<typeof day>;
