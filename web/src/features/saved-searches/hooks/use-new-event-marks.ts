import { useEffect, useRef } from 'react';
import { useNewEventIds } from '../api/get-new-event-ids';
import { useSavedSearches } from '../api/get-saved-searches';
import { useMarkSeen } from '../api/mark-seen';
import { savedSearchIdIn } from '../search-address';

const NONE: ReadonlySet<number> = new Set();

/**
 * For a search screen opened from a saved search (`?saved=<id>`): the ids of the events new to it,
 * to be marked, and the saved search. Once they are known the saved search is marked seen, so the
 * marks stay on screen while the counts (and the header's badge) go back to zero.
 */
export function useNewEventMarks(search: string) {
  const id = savedSearchIdIn(search);
  const list = useSavedSearches();
  const saved = id === null ? undefined : list.data?.find((candidate) => candidate.id === id);
  const newIds = useNewEventIds(saved ? saved.id : null, saved?.new_events);
  const { mutate: markSeen } = useMarkSeen();
  const markedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!saved || !newIds.isSuccess || markedFor.current === saved.id) return;
    markedFor.current = saved.id;
    markSeen(saved.id);
  }, [saved, newIds.isSuccess, markSeen]);

  return { saved, newIds: newIds.data ?? NONE };
}
