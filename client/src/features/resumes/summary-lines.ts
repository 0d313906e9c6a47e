// A leading bullet mark a model may add ("•", "-", "*", "1.") is dropped: the page draws its own.
const BULLET_MARK = /^\s*(?:[-*•·▪‣◦]|\d+[.)])\s+/;

/** The bullet summary as items: the server sends one item per line, the spec allows an array too. */
export function summaryLines(bulletSummary: string | readonly string[] | null | undefined): string[] {
  if (bulletSummary == null) return [];
  const lines = typeof bulletSummary === 'string' ? bulletSummary.split(/\r?\n/) : bulletSummary.flatMap((item) => String(item).split(/\r?\n/));
  return lines.map((line) => line.replace(BULLET_MARK, '').trim()).filter((line) => line !== '');
}
