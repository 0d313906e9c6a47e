import { describe, expect, it } from 'vitest';
import { markdownToText } from '../scripts/markdown-to-text.js';

// The converter that produced the real-world eval library from published handbook pages.
describe('markdownToText', () => {
  it('When a page has front matter, then only its title is kept, as the first line', () => {
    const page = '---\ntitle: Paid parental leave\nkeywords: maternity, paternity\n---\nTTS has paid parental leave.\n';
    expect(markdownToText(page)).toBe('Paid parental leave\n\nTTS has paid parental leave.\n');
  });

  it('When a page has links, markup, HTML and shortcodes, then only the words a reader sees are left', () => {
    const page = '## About &amp; more\n* See the [Guide [DOCX - 61 KB]](https://x.gov/g.docx) and [FMLA]({% page "fmla" %}).\n<div>**Note**: `HR Links`</div>\n';
    expect(markdownToText(page)).toBe('About & more\n- See the Guide [DOCX - 61 KB] and FMLA.\nNote: HR Links\n');
  });
});
