import type { ActivityEntry } from '@workbench/contract/members';
import { format, isValid } from 'date-fns';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useActivity } from '../api/get-activity';

export const FETCH_ACTIVITY_FAILED = 'Failed to fetch activity.';

/** "1 event (#12)", "3 events (#4, #5, #9)", or only the count when there are many. */
const events = (ids: readonly number[] = []) => {
  const count = ids.length === 1 ? '1 event' : `${ids.length} events`;
  return ids.length > 0 && ids.length <= 5 ? `${count} (${ids.map((id) => `#${id}`).join(', ')})` : count;
};

/** One change in words: "removed 1 event", "saved the answer to “…”", "made a@b.org an editor". */
export function describeActivity(entry: ActivityEntry): string {
  const question = `“${entry.question ?? ''}”`;
  switch (entry.action) {
    case 'events_added':
      return `added ${events(entry.event_ids)}`;
    case 'events_removed':
      return `removed ${events(entry.event_ids)}`;
    case 'answer_saved':
      return `saved the answer to ${question}`;
    case 'answer_replaced':
      return `replaced the saved answer to ${question}`;
    case 'answers_deleted':
      return `deleted the answer to ${question}`;
    case 'event_corrected':
      return `corrected ${events(entry.event_ids)}`;
    case 'corrections_undone':
      return `undid the corrections of ${events(entry.event_ids)}`;
    case 'member_invited':
      return `shared the notebook with ${entry.email} as ${entry.role}`;
    case 'member_role_changed':
      return `made ${entry.email} ${entry.role === 'editor' ? 'an editor' : 'a viewer'}`;
    case 'member_removed':
      return `removed ${entry.email} from the notebook`;
    case 'member_left':
      return 'left the notebook';
  }
}

/** The moment in the viewer's own time zone, dd/MM/yyyy HH:mm. */
const when = (at: string) => {
  const instant = new Date(at);
  return isValid(instant) ? format(instant, 'dd/MM/yyyy HH:mm') : at;
};

/** Who added or removed events, saved or deleted answers, corrected events and shared the notebook. */
export function ActivityTab({ notebookId }: { notebookId: number }) {
  const activity = useActivity(notebookId);
  const entries = activity.data?.pages.flatMap((page) => page.activity) ?? [];

  if (activity.isPending) return <Spinner label="Loading activity..." />;
  if (activity.isError && !activity.data) {
    return (
      <p role="alert" className="py-8 text-center text-error">
        {FETCH_ACTIVITY_FAILED}
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
        Nothing has been done to this notebook yet
      </p>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <ol
        aria-label="Activity"
        className="divide-y divide-line-soft rounded-card border border-line-soft bg-white"
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="activity"
            className="flex flex-col gap-0.5 px-5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 break-words">
              <span className="font-medium text-ink">
                {entry.you ? 'You' : (entry.actor_name ?? 'A deleted account')}
              </span>{' '}
              {describeActivity(entry)}
            </p>
            <time dateTime={entry.at} className="shrink-0 text-xs text-muted tabular-nums">
              {when(entry.at)}
            </time>
          </li>
        ))}
      </ol>
      {activity.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          busy={activity.isFetchingNextPage}
          busyLabel="Loading..."
          onClick={() => void activity.fetchNextPage()}
        >
          Show older activity
        </Button>
      )}
      {activity.isFetchNextPageError && (
        <p role="alert" className="text-center text-error">
          {FETCH_ACTIVITY_FAILED}
        </p>
      )}
    </section>
  );
}
