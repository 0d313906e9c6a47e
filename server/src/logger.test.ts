import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('credentials in request logs', () => {
  it.each([
    ['/api/resumes/5f0e/file?token=eyJabc.def.ghi', '/api/resumes/5f0e/file?token=[redacted]'],
    ['/api/documents/x/file?inline=1&token=abc&z=2', '/api/documents/x/file?inline=1&token=[redacted]&z=2'],
    ['/api/outreach/track/Qm9vdHM.gif', '/api/outreach/track/[redacted]'],
    ['/api/outreach/unsubscribe/Qm9vdHM', '/api/outreach/unsubscribe/[redacted]'],
    ['/api/outreach/5f0e?page=2', '/api/outreach/5f0e?page=2'],
    ['/api/candidates/jane.doe@example.com/export', '/api/candidates/[redacted]/export'],
    ['/api/candidates/jane.doe%40example.com', '/api/candidates/[redacted]'],
    ['/api/candidates/search', '/api/candidates/search'],
  ])('When the URL is %s, then the log shows %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
