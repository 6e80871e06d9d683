import type { Event } from '@workbench/contract/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadCsv, eventsCsvFileName, eventsToCsv } from '../../../lib/csv';
import { searchDocuments } from '../api/search-documents';
import type { SearchCriteria } from '../lib/search-url';

/**
 * The largest page the server hands out (contract SEARCH_PAGE_SIZE_MAX, not imported: that module
 * brings zod into the web bundle).
 */
const EXPORT_PAGE_SIZE = 100;

export interface DownloadProgress {
  done: number;
  total: number;
}

/**
 * Every event of a search, read page by page in the search's own order, keeping those whose ids are
 * chosen, until all of them have come.
 */
export async function fetchChosenEvents(
  criteria: SearchCriteria,
  ids: readonly number[],
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Event[]> {
  const wanted = new Set(ids);
  const found = new Map<number, Event>();
  onProgress({ done: 0, total: wanted.size });
  for (let page = 1; found.size < wanted.size; page++) {
    const { documents } = await searchDocuments(criteria, page, signal, EXPORT_PAGE_SIZE);
    if (documents.length === 0) break;
    for (const event of documents) if (wanted.has(event.id)) found.set(event.id, event);
    onProgress({ done: found.size, total: wanted.size });
  }
  return [...found.values()];
}

/** Download Selection for "all N results": the events are fetched first, with their progress shown. */
export function useSelectionDownload(label: string) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const downloadEvents = useCallback(
    (events: readonly Event[]) => downloadCsv(eventsCsvFileName(label, events), eventsToCsv(events)),
    [label],
  );

  const downloadAllMatching = useCallback(
    async (criteria: SearchCriteria, ids: readonly number[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setFailed(false);
      try {
        const events = await fetchChosenEvents(criteria, ids, setProgress, controller.signal);
        if (!controller.signal.aborted) downloadEvents(events);
      } catch {
        if (!controller.signal.aborted) setFailed(true);
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [downloadEvents],
  );

  return { progress, failed, downloadEvents, downloadAllMatching };
}
