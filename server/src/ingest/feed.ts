import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readableDate } from './readable-date';

/** One entry of an RSS or Atom feed, as far as the feed says. */
export interface FeedItem {
  /** Absolute address of the release page. */
  link?: string;
  title?: string;
  /** yyyy-MM-dd */
  published_date?: string;
  /** HTML of the full text or the summary the feed carries. */
  content?: string;
}

export type FeedResult =
  | { kind: 'feed'; items: FeedItem[] }
  | { kind: 'not-a-feed' }
  | { kind: 'broken'; reason: string };

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Entries and links repeat; always arrays, so one item and many read alike.
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
  parseTagValue: false,
  htmlEntities: true,
});

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text of an element that may be plain, carry attributes (Atom's type="html"), or repeat. */
function textOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const text = isNode(first) ? first['#text'] : first;
  return typeof text === 'string' || typeof text === 'number' ? String(text).trim() || undefined : undefined;
}

function absolute(link: string | undefined, base: string): string | undefined {
  if (!link) return undefined;
  return URL.canParse(link, base) ? new URL(link, base).href : undefined;
}

/** Atom names the page with <link rel="alternate" href>; RSS with <link>text</link>. */
function linkOf(item: Node): string | undefined {
  const links = Array.isArray(item.link) ? item.link : [];
  for (const link of links) {
    if (
      isNode(link) &&
      typeof link['@_href'] === 'string' &&
      [undefined, 'alternate'].includes(link['@_rel'] as string)
    ) {
      return link['@_href'];
    }
  }
  const text = textOf(links);
  if (text) return text;
  const guid = textOf(item.guid) ?? textOf(item.id);
  return guid && /^https?:\/\//i.test(guid) ? guid : undefined;
}

function itemOf(item: Node, feedUrl: string): FeedItem {
  const date =
    textOf(item.pubDate) ?? textOf(item['dc:date']) ?? textOf(item.published) ?? textOf(item.updated);
  const content =
    textOf(item['content:encoded']) ??
    textOf(item.content) ??
    textOf(item.description) ??
    textOf(item.summary);
  const published = date ? readableDate(date) : null;
  return {
    link: absolute(linkOf(item), feedUrl),
    title: textOf(item.title),
    ...(published ? { published_date: published } : {}),
    content,
  };
}

/** Whether a fetched document should be read as a feed rather than a page. */
export function looksLikeFeed(contentType: string, body: string): boolean {
  if (/\b(rss|atom)\b/i.test(contentType)) return true;
  if (/html/i.test(contentType)) return false;
  return /xml/i.test(contentType) || /^\s*(?:\uFEFF)?<(?:\?xml|rss|feed|rdf:RDF)\b/i.test(body);
}

/** The items of an RSS 2.0, RSS 1.0 (RDF) or Atom feed, with links made absolute against the feed URL. */
export function parseFeed(xml: string, feedUrl: string): FeedResult {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      kind: 'broken',
      reason: `the feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`,
    };
  const root = parser.parse(xml) as Node;
  const rss = isNode(root.rss) && isNode(root.rss.channel) ? root.rss.channel : undefined;
  const rdf = isNode(root['rdf:RDF']) ? root['rdf:RDF'] : undefined;
  const atom = isNode(root.feed) ? root.feed : undefined;
  const entries = rss?.item ?? rdf?.item ?? atom?.entry;
  if (!rss && !rdf && !atom) return { kind: 'not-a-feed' };
  const items = Array.isArray(entries) ? entries.filter(isNode) : [];
  return { kind: 'feed', items: items.map((item) => itemOf(item, feedUrl)) };
}
