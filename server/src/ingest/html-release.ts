import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { type NodeText, textOfNode } from './html-text';
import { firstDateIn, readableDate } from './readable-date';
import type { IncomingRelease } from './types';

/** Shorter than this, an "article" is a teaser, a login wall or an error page, not a release. */
export const MIN_RELEASE_CHARS = 200;
/** More of the text than this inside links: a listing or index page. */
const MAX_LINK_SHARE = 0.5;
/** How far into the text a printed date may stand and still be the publication date. */
const DATE_LINE_REACH = 300;

/** What a feed already says about the page it links to; it outranks the page's own markup. */
export interface PageHints {
  title?: string;
  /** yyyy-MM-dd */
  published_date?: string;
}

export type PageResult = { ok: true; release: IncomingRelease } | { ok: false; reason: string };

const DATE_METAS = [
  'meta[property="article:published_time"]',
  'meta[itemprop="datePublished"]',
  'meta[name="date"]',
  'meta[name="pubdate"]',
  'meta[name="publishdate"]',
  'meta[name="DC.date.issued"]',
  'meta[name="DC.date"]',
  'meta[name="dcterms.date"]',
  'meta[name="dcterms.created"]',
];

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name)?.trim() || undefined;

/** Browsers mark a saved page with the address it came from in a comment at its top. */
const SAVED_FROM = /<!--\s*saved from url=\(\d+\)(https?:\/\/[^\s>]+?)\s*-->/i;

/** The address a saved page names for itself: canonical link, og:url, or the browser's mark. */
export function addressOfSavedPage(html: string, document: Document): string | undefined {
  const candidates = [
    attribute(document, 'link[rel="canonical"]', 'href'),
    attribute(document, 'meta[property="og:url"]', 'content'),
    html.match(SAVED_FROM)?.[1],
  ];
  return candidates.find((url) => url !== undefined && /^https?:\/\//i.test(url) && URL.canParse(url));
}

function metaDate(document: Document): string | undefined {
  for (const selector of DATE_METAS) {
    const value = attribute(document, selector, 'content');
    const date = value ? readableDate(value) : null;
    if (date) return date;
  }
  const time = document.querySelector('time[datetime]')?.getAttribute('datetime');
  return (time && readableDate(time)) || undefined;
}

/** Parses a whole HTML document with linkedom, typed as the DOM that Readability expects. */
export function parseDocument(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/**
 * A press release from an HTML page: the main text found by Readability, with paragraphs kept;
 * title and publication date from the feed hints, the page's metadata or, for the date, a full
 * date printed near the top of the text. A page with no article, too little text or mostly links
 * is reported as not a release.
 */
export function releaseFromHtml(
  html: string,
  options: { sourceUrl: string; hints?: PageHints; document?: Document },
): PageResult {
  const document = options.document ?? parseDocument(html);
  const titles = [
    options.hints?.title,
    attribute(document, 'meta[property="og:title"]', 'content'),
    document.querySelector('h1')?.textContent?.trim(),
  ];
  const metaPublished = metaDate(document);
  const article = new Readability<NodeText>(document, { serializer: textOfNode }).parse();
  const text = article?.content?.text ?? '';
  if (!article || text.length === 0)
    return { ok: false, reason: 'not a press release: no article text found' };
  if (text.length < MIN_RELEASE_CHARS) {
    return {
      ok: false,
      reason: `not a press release: only ${text.length} characters of article text (at least ${MIN_RELEASE_CHARS} expected)`,
    };
  }
  if ((article.content?.linkChars ?? 0) > text.length * MAX_LINK_SHARE) {
    return { ok: false, reason: 'not a press release: the page is mostly links (a listing or index page)' };
  }
  const title = [titles[0], titles[1], article.title?.trim(), titles[2]].find(
    (t) => t !== undefined && t !== '',
  );
  if (!title) return { ok: false, reason: 'not a press release: the page has no title' };
  const published =
    options.hints?.published_date ??
    (article.publishedTime ? readableDate(article.publishedTime) : null) ??
    metaPublished ??
    firstDateIn(text.slice(0, DATE_LINE_REACH));
  if (!published) {
    return {
      ok: false,
      reason: 'no publication date found (no date metadata and no full date near the top of the text)',
    };
  }
  return {
    ok: true,
    release: {
      title: title.replace(/\s+/g, ' '),
      text,
      published_date: published,
      source_url: options.sourceUrl,
      supplied: {},
    },
  };
}
