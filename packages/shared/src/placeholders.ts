/**
 * Personalisation placeholders in outreach e-mails: `{{candidateName}}`, with an optional
 * fallback `{{candidateName|there}}`. The client's live preview and the server's send both call
 * `renderPlaceholders`, so the preview is exactly what is sent.
 */

export const PLACEHOLDER_NAMES = [
  'candidateName',
  'candidateTitle',
  'candidateEmail',
  'candidateLocation',
  'candidatePhone',
  'candidateLinkedIn',
  'candidateWebsite',
  'yourName',
] as const;

export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

export type PlaceholderValues = Partial<Record<PlaceholderName, string | null | undefined>>;

export type RenderResult = {
  text: string;
  /** Known placeholders that had no value and no fallback: they rendered empty. */
  missing: PlaceholderName[];
  /** Names that are not placeholders (a typo, most likely): left in the text as written. */
  unknown: string[];
};

/** What `{{yourName}}` becomes when the sender has no name on file. */
export const DEFAULT_SENDER_NAME = 'Your Name';

// `{{ name }}` or `{{ name | fallback }}`; the fallback may hold anything but braces.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:\|([^{}]*))?\}\}/g;

// Matched without regard to case, so `{{candidatename}}` is not a trap.
const byLowerCase = new Map<string, PlaceholderName>(PLACEHOLDER_NAMES.map((name) => [name.toLowerCase(), name]));

export function renderPlaceholders(template: string, values: PlaceholderValues): RenderResult {
  const missing = new Set<PlaceholderName>();
  const unknown = new Set<string>();
  const text = template.replace(PLACEHOLDER, (whole, rawName: string, fallback: string | undefined) => {
    const name = byLowerCase.get(rawName.toLowerCase());
    if (!name) {
      unknown.add(rawName);
      return whole;
    }
    const value = values[name]?.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback.trim();
    missing.add(name);
    return '';
  });
  return { text, missing: [...missing], unknown: [...unknown] };
}

/** Does the text use any placeholder at all (known or not)? Text without one is sent as it is. */
export const hasPlaceholders = (text: string): boolean => new RegExp(PLACEHOLDER.source).test(text);

export type PlaceholderCandidate = {
  fullName?: string | null;
  title?: string | null;
  email?: string | null;
  location?: string | null;
  phone?: string | null;
  linkedin?: string | null;
  website?: string | null;
};

export type PlaceholderSender = { firstName?: string | null; lastName?: string | null };

/** The eight values for one candidate and the signed-in sender. */
export function placeholderValues(candidate: PlaceholderCandidate | null | undefined, sender: PlaceholderSender | null | undefined): PlaceholderValues {
  const senderName = [sender?.firstName, sender?.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return {
    candidateName: candidate?.fullName,
    candidateTitle: candidate?.title,
    candidateEmail: candidate?.email,
    candidateLocation: candidate?.location,
    candidatePhone: candidate?.phone,
    candidateLinkedIn: candidate?.linkedin,
    candidateWebsite: candidate?.website,
    yourName: senderName || DEFAULT_SENDER_NAME,
  };
}

/** What a new template starts with: an opportunity e-mail that uses the placeholders. */
export const DEFAULT_TEMPLATE = {
  subject: 'An opportunity for you, {{candidateName|there}}',
  content: [
    'Hi {{candidateName|there}},',
    '',
    'I came across your profile as {{candidateTitle|a healthcare professional}} in {{candidateLocation|your area}} and was impressed by your experience.',
    '',
    'We have an opening that matches your background, and I would love to tell you more about it. Would you have 15 minutes for a short call this week?',
    '',
    'Best regards,',
    '{{yourName}}',
  ].join('\n'),
} as const;
