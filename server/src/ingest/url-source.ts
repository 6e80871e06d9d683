import { type FeedItem, looksLikeFeed, parseFeed } from './feed';
import { MIN_RELEASE_CHARS, releaseFromHtml } from './html-release';
import { htmlToText } from './html-text';
import { FetchError, type FetchedDocument, type PoliteFetcher } from './polite-fetcher';
import { type IngestSource, problem, type SourceItem } from './types';

/** The address a release is keyed by: as requested, without the fragment (it names no other page). */
const withoutFragment = (url: string) => url.replace(/#.*$/, '');

async function fetchOrProblem(
  fetcher: PoliteFetcher,
  url: string,
): Promise<{ document: FetchedDocument } | { problem: SourceItem }> {
  try {
    return { document: await fetcher.get(url) };
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    // A refusal or an answer of the wrong kind says what happened in its own words.
    const reason = error.failure === 'failed' ? `could not fetch: ${error.message}` : error.message;
    return { problem: problem(url, reason) };
  }
}

function pageItem(
  document: FetchedDocument,
  url: string,
  hints: { title?: string; published_date?: string } = {},
) {
  const result = releaseFromHtml(document.body, { sourceUrl: withoutFragment(url), hints });
  return result.ok
    ? ({ kind: 'release', release: result.release, location: url } as const)
    : problem(url, result.reason);
}

/**
 * A feed item becomes a release from the text the feed carries when that is a whole release, and
 * otherwise from the page it links to (one more polite request).
 */
async function feedItem(item: FeedItem, position: string, fetcher: PoliteFetcher): Promise<SourceItem> {
  if (!item.link) return problem(position, 'the feed item has no link to its release');
  const hints = { title: item.title && htmlToText(item.title), published_date: item.published_date };
  const carried = item.content ? htmlToText(item.content) : '';
  if (carried.length >= MIN_RELEASE_CHARS && hints.title && hints.published_date) {
    return {
      kind: 'release',
      location: item.link,
      release: {
        title: hints.title,
        text: carried,
        published_date: hints.published_date,
        source_url: withoutFragment(item.link),
        supplied: {},
      },
    };
  }
  const fetched = await fetchOrProblem(fetcher, item.link);
  return 'problem' in fetched ? fetched.problem : pageItem(fetched.document, item.link, hints);
}

/** An http(s) address of a release page, or of an RSS or Atom feed whose items are releases. */
export function urlSource(url: string, fetcher: PoliteFetcher): IngestSource {
  return {
    name: url,
    estimate: async () => undefined,
    async *read() {
      const fetched = await fetchOrProblem(fetcher, url);
      if ('problem' in fetched) {
        yield fetched.problem;
        return;
      }
      const { document } = fetched;
      if (!looksLikeFeed(document.contentType, document.body)) {
        yield pageItem(document, url);
        return;
      }
      const feed = parseFeed(document.body, document.url);
      if (feed.kind === 'broken') yield problem(url, feed.reason);
      else if (feed.kind === 'not-a-feed')
        yield problem(url, 'neither a release page nor an RSS or Atom feed');
      else if (feed.items.length === 0) yield problem(url, 'the feed lists no items');
      for (const [index, item] of feed.kind === 'feed' ? feed.items.entries() : []) {
        yield await feedItem(item, `${url} (item ${index + 1})`, fetcher);
      }
    },
  };
}
