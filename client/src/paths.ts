// Every route path of the app in one place; links and redirects use these, never literals.
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  verifyTwoFactor: '/verify-2fa',
  dashboard: '/dashboard',
  settings: '/settings',
  resumes: '/resumes',
  outreach: '/outreach',
  outreachTemplates: '/outreach/templates',
  outreachManagement: '/outreach/management',
  outreachCandidates: '/outreach/candidates',
  outreachCompose: '/outreach/compose',
  outreachDetail: '/outreach/:id',
  candidateProfile: '/candidates/:email',
  documents: '/documents',
  realEstate: '/real-estate',
} as const;

/** /outreach/{id} and /outreach/compose?outreachId={id} for one message. */
export const outreachDetailPath = (id: string): string => `/outreach/${encodeURIComponent(id)}`;
export const outreachComposePath = (id: string): string => `${paths.outreachCompose}?outreachId=${encodeURIComponent(id)}`;

/** The Candidates page in "Match to a job" mode, searching for `query` at once. */
export const candidatesMatchPath = (query: string): string => `${paths.outreachCandidates}?match=${encodeURIComponent(query)}`;

/** One candidate's page, by e-mail address. */
export const candidateProfilePath = (email: string): string => `/candidates/${encodeURIComponent(email)}`;

/** The resumes page with one resume open. */
export const resumePath = (id: string): string => `${paths.resumes}?resume=${encodeURIComponent(id)}`;
