import type { MailMessage } from './mailer.js';

export const PRODUCT_NAME = 'Recruiting Workspace';

type Built = Omit<MailMessage, 'to'>;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// Plain text first (what spam filters and screen readers like best), plus simple HTML.
function layout(subject: string, paragraphs: string[], highlight?: string): Built {
  const text = [`${PRODUCT_NAME}`, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<h2 style="color:#2563eb;margin:0 0 16px">${PRODUCT_NAME}</h2>
${paragraphs
  .map((p) =>
    highlight && p.includes(highlight)
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(highlight)}</p>`
      : `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`,
  )
  .join('\n')}
</body></html>`;
  return { subject, text, html };
}

export type CodePurpose = 'email_verification' | 'login_2fa' | 'two_factor_setup';

const codeWording: Record<CodePurpose, { subject: string; intro: string }> = {
  email_verification: { subject: 'Verify your email address', intro: 'Use this code to verify your email address:' },
  login_2fa: { subject: 'Your sign-in code', intro: 'Use this code to finish signing in:' },
  two_factor_setup: {
    subject: 'Confirm two-factor authentication',
    intro: 'Use this code to turn on two-factor authentication:',
  },
};

export function codeMessage(purpose: CodePurpose, code: string, validMinutes: number): Built {
  const wording = codeWording[purpose];
  return {
    ...layout(
      `${wording.subject} - ${PRODUCT_NAME}`,
      [
        wording.intro,
        code,
        `The code is valid for ${validMinutes} minutes and can be used once.`,
        'If you did not ask for it, you can ignore this email; nobody can sign in without it.',
      ],
      code,
    ),
    devHint: `code ${code}`,
  };
}

export function passwordResetMessage(link: string, validMinutes: number): Built {
  return {
    ...layout(`Reset your password - ${PRODUCT_NAME}`, [
      'Someone asked to reset the password of your account. Open this link to choose a new one:',
      link,
      `The link is valid for ${validMinutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this email; your password stays as it is.',
    ]),
    devHint: link,
  };
}

/** `pause`: how long the step stays paused, in words ("an hour", "24 hours"). */
export function attemptsPausedMessage(step: string, pause: string): Built {
  return layout(`Too many wrong codes - ${PRODUCT_NAME}`, [
    `There were too many wrong codes entered for ${step} on your account, so this step is paused for ${pause}.`,
    'If this was not you, someone may know your password: change it in Settings once you are signed in.',
  ]);
}

export function passwordChangedMessage(): Built {
  return layout(`Your password was changed - ${PRODUCT_NAME}`, [
    'The password of your account was just changed, and your other sessions were signed out.',
    'If this was not you, reset your password right away with "Forgot password" on the sign-in page.',
  ]);
}

// Enough of a reply to tell what it says; the whole of it is on the detail page.
const EXCERPT_LINES = 8;
const EXCERPT_CHARS = 600;

function firstLinesOf(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  let excerpt = lines.slice(0, EXCERPT_LINES).join('\n');
  if (excerpt.length > EXCERPT_CHARS) excerpt = excerpt.slice(0, EXCERPT_CHARS).trimEnd();
  return excerpt.length < text.trim().length ? `${excerpt}\n…` : excerpt;
}

/** To the recruiter who sent an outreach e-mail: the candidate answered it. */
export function replyNotificationMessage(options: {
  candidateName: string;
  fromAddress: string;
  subject: string;
  text: string;
  detailLink: string;
  settingsLink: string;
}): Built {
  const { candidateName, detailLink } = options;
  const excerpt = firstLinesOf(options.text);
  return {
    ...layout(`${candidateName} replied: ${options.subject}`, [
      `${candidateName} (${options.fromAddress}) replied to your e-mail "${options.subject.replace(/^re:\s*/i, '')}":`,
      excerpt || '(The reply has no text; open it to read it.)',
      `Read the whole reply beside your message: ${detailLink}`,
      `You get this e-mail because "E-mail me when a candidate replies" is on. Turn it off in Settings: ${options.settingsLink}`,
    ]),
    // RFC 3834: an out-of-office answer must not come back to a notice no person wrote.
    headers: { 'Auto-Submitted': 'auto-generated' },
    devHint: detailLink,
  };
}
