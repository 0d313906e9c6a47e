import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import './context';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (empty localStorage) pointed at the app, the run's shared one unless `baseUrl` names another. */
export async function openPage(browser: Browser, width = 1280, baseUrl = inject('baseUrl')): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the app's path is `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * The hooks every browser suite needs: one Chromium for the file, and a fresh profile and page
 * for each test, handed to `use` before the test runs. A suite with an app of its own (started in
 * its beforeAll) names it with `baseUrl`, read when each test starts.
 */
export function usePagePerTest(use: (page: Page) => void, baseUrl: () => string = () => inject('baseUrl')): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const opened = await openPage(browser!, 1280, baseUrl());
    context = opened.context;
    use(opened.page);
  });
  afterEach(async () => {
    await context?.close();
  });
}
