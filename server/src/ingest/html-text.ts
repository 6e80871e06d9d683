import { parseHTML } from 'linkedom';

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME']);
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/** Readable text of a node and how much of it sits inside links (index pages are mostly links). */
export interface NodeText {
  text: string;
  linkChars: number;
}

function collect(node: Node, parts: string[], inLink: boolean, counts: { linkChars: number }): void {
  if (node.nodeType === TEXT_NODE) {
    // Line breaks in HTML source are spaces; only block elements and <br> end a line.
    const words = (node.textContent ?? '').replace(/\s+/g, ' ');
    parts.push(words);
    if (inLink) counts.linkChars += words.trim().length;
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node as Element).tagName.toUpperCase();
  if (SKIPPED.has(tag)) return;
  if (tag === 'BR') {
    parts.push('\n');
    return;
  }
  const block = BLOCKS.has(tag);
  if (block) parts.push('\n\n');
  for (const child of Array.from(node.childNodes)) collect(child, parts, inLink || tag === 'A', counts);
  if (block) parts.push('\n\n');
}

/**
 * Text of an element with its paragraphs and line breaks kept: enrichment needs the "Ends" line on
 * a line of its own, and sentences must not run into each other across paragraphs.
 */
export function textOfNode(node: Node): NodeText {
  const parts: string[] = [];
  const counts = { linkChars: 0 };
  collect(node, parts, false, counts);
  const text = parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, linkChars: counts.linkChars };
}

/** Text of an HTML fragment, such as the body of a feed item or an entity-laden title. */
export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
  return textOfNode(document.body as unknown as Node).text;
}
