// Turns a published handbook page (markdown with YAML front matter, Liquid shortcodes and inline
// HTML) into the plain text an uploaded PDF or .txt of that page would give: the title first, then
// the body with link targets, markup and templating removed. The library only accepts PDF, Word
// and .txt uploads, so the real-world eval library (test/fixtures/documents/real) is stored as
// this text, converted once by
//   git show <commit>:<path> | npx tsx scripts/markdown-to-text.ts > test/fixtures/documents/real/<name>.txt
import { readFileSync } from 'node:fs';

export function markdownToText(source: string): string {
  const markdown = source.replace(/&nbsp;/g, ' ').replace(/&ndash;|&mdash;/g, '-').replace(/&amp;/g, '&');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  // Only the title is kept from the front matter: keywords and layout fields are not part of the page a reader sees.
  const title = frontMatter && /^title:\s*["']?(.*?)["']?\s*$/m.exec(frontMatter[1]!)?.[1];
  const body = (frontMatter ? markdown.slice(frontMatter[0].length) : markdown)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Link text may itself hold brackets ("[Guide [DOCX - 61 KB]](url)").
    .replace(/\[((?:[^[\]]|\[[^\]]*\])+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/^\[[^\]]+\]:\s*\S+.*$/gm, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[*+-]\s+/gm, '- ')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\\([-\\`*_{}[\]()#+.!])/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return title ? `${title}\n\n${body}\n` : `${body}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(markdownToText(readFileSync(0, 'utf8')));
