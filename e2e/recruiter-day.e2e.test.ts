import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newAccount, signUp } from './support/accounts';
import { seriousViolations, tourByKeyboard } from './support/accessibility';
import { launchBrowser, waitForPath } from './support/browser';
import { startDemoApp, type DemoApp } from './support/demo-app';
import { waitForMail } from './support/mail';
import { resumePdf, THERAPIST_RESUME } from './resume-files';

// A newcomer's first minutes on `npm run seed:demo`, then a recruiter's day on that data, at a
// desktop and a phone width: every screen is checked with axe and walked by keyboard, and the
// common task (e-mail three candidates from the dashboard) is counted in clicks.

const WIDTHS = [1280, 375] as const;
/** Lever and Ashby need 5 to 6 clicks for it; so do we. */
const MOST_CLICKS_TO_EMAIL_THREE = 6;
/** The demo data's three charge nurses. */
const CHARGE_NURSES = ['alex.williams.rn@gmail.com', 'jennifer.thompson.rn@email.com', 'michael.chen.rn@email.com'];

let demo: DemoApp;
let browser: Browser;
beforeAll(async () => {
  [demo, browser] = await Promise.all([startDemoApp(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

async function openPage(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: demo.baseUrl, viewport: { width, height: width < 600 ? 812 : 900 } });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** Fails with the rule and the elements when axe finds anything serious, or the keyboard cannot reach or show a control. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width;
  expect(await seriousViolations(page), `axe on ${screen} at ${width} px`).toEqual([]);
  const tour = await tourByKeyboard(page);
  expect(tour.unreachable, `controls Tab never reaches on ${screen} at ${width} px`).toEqual([]);
  expect(tour.withoutVisibleFocus, `controls without a visible focus on ${screen} at ${width} px`).toEqual([]);
}

/** Clicks and choices made through it are counted, so a test can say how much work a task takes. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      clicks += 1;
      await target.click();
    },
    choose: async (select: Locator, option: { index: number }) => {
      clicks += 1;
      await select.selectOption(option);
    },
    get count() {
      return clicks;
    },
  };
}

async function totalOf(page: Page, title: string): Promise<number> {
  const value = await page.getByRole('region', { name: title, exact: true }).locator('.dashboard-cards__value').textContent();
  return Number(value?.replace(/,/g, ''));
}

describe('demo data', () => {
  it('When seed:demo ran before the app started, then its account sees a living dashboard, outreach and documents', async () => {
    const page = await openPage(1280);
    await logIn(page, demo.account);
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    expect(await totalOf(page, 'Total Resumes')).toBeGreaterThanOrEqual(20);
    expect(await totalOf(page, 'Documents')).toBeGreaterThanOrEqual(20);
    await page.getByRole('region', { name: 'Recent Outreach' }).getByText('Opened', { exact: true }).first().waitFor();

    await page.goto('/outreach/management');
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(5);
    await page.context().close();
  }, 120_000);
});

describe.each(WIDTHS)("a recruiter's day at %i px", (width) => {
  it('When the recruiter signs in, analyses a resume, e-mails three candidates, reads the dashboard and asks the library a question, then each step works, the e-mail takes at most 6 clicks and every screen is accessible', async () => {
    const page = await openPage(width);

    // Sign in.
    await logIn(page, demo.account);
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    await page.getByRole('region', { name: 'Recent Outreach' }).getByRole('listitem').first().waitFor();
    await expectAccessible(page, 'the dashboard');
    const outreachBefore = await totalOf(page, 'Total Outreach');

    // Analyse a resume.
    await page.goto('/resumes');
    await page.getByRole('heading', { name: 'Upload Resume' }).waitFor();
    await expectAccessible(page, 'the resumes page');
    // A therapist, so the charge nurses below stay three.
    const fileName = `Daniel Ortega ${randomUUID().slice(0, 6)}.pdf`;
    await page.getByLabel('Resume file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: await resumePdf(THERAPIST_RESUME) });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByText('Resume analyzed successfully!').waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'AI Resume Analysis' }).getByText('Daniel Ortega', { exact: true }).waitFor();
    await expectAccessible(page, 'an analysed resume');

    // Find and e-mail three candidates, counted from the dashboard.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    const sentFrom = Date.now();
    const counter = clickCounter();
    await counter.click(page.getByRole('link', { name: 'E-mail candidates' }));
    await waitForPath(page, '/outreach/candidates');
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill('charge nurse');
    // The three charge nurses, and nobody else, are shown.
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(3);
    await page.getByText('Jennifer Thompson').waitFor();
    await expectAccessible(page, 'the candidates page');
    await counter.click(page.getByRole('button', { name: 'Select All', exact: true }));
    await page.getByText(/^3 of \d+ selected$/).waitFor();
    await counter.click(page.getByRole('button', { name: 'Continue to Compose' }));
    await waitForPath(page, '/outreach/compose');
    await counter.choose(page.getByLabel('Template'), { index: 1 });
    if (width === WIDTHS[1]) {
      // The desktop run e-mailed them a minute ago: Compose says so before anything is sent.
      await page.getByText(/e-mailed today by Dana Morgan/).first().waitFor();
    }
    await expectAccessible(page, 'compose');
    await counter.click(page.getByRole('button', { name: 'Send Email' }));
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Alexandra Williams').first().waitFor();
    expect(await seriousViolations(page), `axe on the send confirmation at ${width} px`).toEqual([]);
    await counter.click(confirm.getByRole('button', { name: 'Send to all 3' }));
    await waitForPath(page, '/outreach/management');
    await page.getByText('3 drafts queued for sending.').waitFor();
    expect(counter.count).toBeLessThanOrEqual(MOST_CLICKS_TO_EMAIL_THREE);
    await Promise.all(CHARGE_NURSES.map((address) => waitForMail(address, '', sentFrom)));

    // Read the dashboard: the three are counted.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    await expect.poll(() => totalOf(page, 'Total Outreach')).toBeGreaterThanOrEqual(outreachBefore + 3);

    // Find a policy by a question.
    await page.goto('/documents');
    await page.getByRole('region', { name: 'All Documents' }).getByRole('listitem').first().waitFor();
    const searchBox = page.getByRole('textbox', { name: 'Search documents' });
    await searchBox.fill('time away when a family member dies');
    await searchBox.press('Enter');
    const best = page.getByRole('region', { name: 'Search Documents' }).getByRole('listitem').first();
    await best.getByRole('heading', { level: 3, name: 'Bereavement leave', exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the documents page with answers');
    await page.context().close();
  }, 240_000);
});

describe.each(WIDTHS)('every other screen at %i px', (width) => {
  it('When a visitor, the demo recruiter and a Capital Holdings user open each screen, then axe finds nothing serious and the keyboard reaches every control with a visible focus', async () => {
    const page = await openPage(width);
    for (const [screen, path, heading] of [
      ['sign-in', '/login', 'Welcome back'],
      ['registration', '/register', 'Create your account'],
      ['forgotten password', '/forgot-password', 'Forgot your password?'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await expectAccessible(page, `the ${screen} page`);
    }

    await logIn(page, demo.account);
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    for (const [screen, path, heading] of [
      ['outreach overview', '/outreach', 'Outreach'],
      ['templates', '/outreach/templates', 'Templates Management'],
      ['management', '/outreach/management', 'Outreach Management'],
      ['candidate profile', '/candidates/jennifer.thompson.rn%40email.com', 'Analysis'],
      ['settings', '/settings', 'Settings'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `the ${screen} page`);
    }

    // A dialog keeps the keyboard inside and closes with Escape, giving the focus back.
    await page.getByRole('tab', { name: 'Security' }).click();
    await expectAccessible(page, 'the security tab');

    await page.goto('/outreach/management');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    const sendAll = page.getByRole('button', { name: /send all drafts/i });
    await sendAll.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await sendAll.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'View' }).first().click();
    await page.getByRole('heading', { name: 'Email Replies' }).waitFor();
    await expectAccessible(page, 'an outreach message');
    await page.context().close();

    // The other organisation's screens, in a browser profile of its own.
    const other = await openPage(width);
    await signUp(other, newAccount('Capital Holdings'));
    await other.getByRole('heading', { name: 'Capital Holdings Dashboard' }).waitFor();
    await expectAccessible(other, 'the Capital Holdings dashboard');
    await other.goto('/real-estate');
    await other.getByRole('heading', { name: 'Real Estate', exact: true }).waitFor();
    await expectAccessible(other, 'the real estate page');
    await other.context().close();
  }, 240_000);
});
