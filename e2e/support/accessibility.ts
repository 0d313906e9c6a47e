import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// WCAG 2.1 A and AA, the level public-sector buyers ask for, plus axe's best practices.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical axe violations on the page as it is now, one readable line each
 * (rule, help text, the first few elements), so a failing test says what to fix and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} at ${where.join(' | ')}`;
    });
}

type FocusStop = { id: string; name: string; looks: string };

export type KeyboardTour = {
  /** Visible, enabled controls that Tab never reached. */
  unreachable: string[];
  /** Controls that took the focus without showing it (no outline, no ring). */
  withoutVisibleFocus: string[];
};

/**
 * Tabs through the whole page from the top, as a keyboard user would, and reports what the
 * keyboard cannot reach and where the focus cannot be seen. Each control is named by its tag and
 * accessible text so the report points at it.
 */
export async function tourByKeyboard(page: Page, maxStops = 250): Promise<KeyboardTour> {
  // The ring's end state is what matters: transitions would make it look absent for a moment.
  const noTransitions = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const withoutVisibleFocus = new Set<string>();
  const reached = new Set<string>();
  let first: string | null = null;
  let previous: FocusStop | null = null;
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    // A ring drawn by script (the PDF preview's) is drawn in the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // How the control that had the focus looks now it has lost it, and how the focused one looks.
    // The ring may be drawn on the control or, for a card that opens as a whole, on the card
    // around it (`:has(:focus-visible)`), so the control and a few ancestors are compared.
    // (No named helper functions in here: the test's compiler would wrap them in a helper the
    // page does not have.)
    const seen: { before: string | null; focused: FocusStop | null } = await page.evaluate((previousId: string | null) => {
      const element = document.activeElement;
      const previousElement = previousId ? document.querySelector(`[data-tour-id="${previousId}"]`) : null;
      const [before, now] = [previousElement, element].map((target) => {
        const parts: string[] = [];
        for (let candidate = target, depth = 0; candidate && depth < 4; candidate = candidate.parentElement, depth += 1) {
          const style = getComputedStyle(candidate);
          parts.push(`${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} / ${style.boxShadow} / ${style.borderColor}`);
        }
        return parts.join(' | ');
      });
      const beforeLooks = previousElement ? (before ?? null) : null;
      if (!(element instanceof HTMLElement) || element === document.body) return { before: beforeLooks, focused: null };
      const id = element.dataset.tourId ?? `t${Math.random().toString(36).slice(2)}`;
      element.dataset.tourId = id;
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      return { before: beforeLooks, focused: { id, name, looks: now ?? '' } };
    }, previous?.id ?? null);
    // Tab within a frame (a PDF viewer's own controls) leaves the frame the focused element here.
    const hasMoved = seen.focused?.id !== previous?.id;
    // Past the last control the focus leaves the page for the browser's own UI (here, the body),
    // which a page cannot observe: only a move to another control of the page is compared.
    if (previous && seen.focused && hasMoved && seen.before === previous.looks) withoutVisibleFocus.add(previous.name);
    if (!hasMoved) {
      // Still on it: its latest look is the one the focus gave it (a ring may be drawn a moment late).
      previous = seen.focused;
      continue;
    }
    previous = seen.focused;
    if (!seen.focused) continue;
    if (seen.focused.id === first) break;
    first ??= seen.focused.id;
    reached.add(seen.focused.id);
  }
  const unreachable = await page.evaluate((reachedIds) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), input:not(:disabled):not([type=hidden]), select:not(:disabled), textarea:not(:disabled), summary',
    );
    return Array.from(controls)
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('[inert]'))
      // Of a radio group only the checked one (or the first) is a Tab stop, by design.
      .filter((element) => !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked))
      // Likewise of a tab list only the selected tab; arrow keys move between tabs.
      .filter((element) => element.getAttribute('aria-selected') !== 'false')
      .filter((element) => !reachedIds.includes(element.dataset.tourId ?? ''))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`);
  }, [...reached]);
  await noTransitions.evaluate((style) => (style as HTMLStyleElement).remove());
  return { unreachable, withoutVisibleFocus: [...withoutVisibleFocus] };
}
