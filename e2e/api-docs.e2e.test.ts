import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usePagePerTest } from './support/browser';

let page: Page;
usePagePerTest((opened) => (page = opened));

/** Console errors (Content-Security-Policy refusals among them) and requests to other origins, while `act` runs. */
async function watch(act: () => Promise<void>) {
  const origin = new URL(inject('baseUrl')).origin;
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  await act();
  return { errors, foreign };
}

describe('API docs', () => {
  it('When /api/docs is opened, then the API is listed by area and a call can be tried from the page, all from this server', async () => {
    const seen = await watch(async () => {
      await page.goto('/api/docs');
      await page.getByRole('heading', { name: /Recruiting workspace API/ }).waitFor();
      await page.getByRole('heading', { name: 'Resumes' }).waitFor();
      await page.getByText('/api/resumes/{id}/process').first().waitFor();

      // Swagger UI's "Try it out" on the liveness call: the page calls the API and shows the answer.
      await page.locator('#operations-Platform-get_api_health_live').getByRole('button').first().click();
      await page.getByRole('button', { name: 'Try it out' }).click();
      await page.getByRole('button', { name: 'Execute' }).click();
      await page.locator('.live-responses-table .response-col_status', { hasText: '200' }).waitFor();
      expect(await page.locator('.live-responses-table').textContent()).toContain('"status": "ok"');
    });
    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });
});
