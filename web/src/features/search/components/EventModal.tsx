import type { CorrectableField, NotebookEvent } from '@workbench/contract/corrections';
import type { Event } from '@workbench/contract/events';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ExternalLinkIcon } from '../../../components/ExternalLinkIcon';
import { Modal } from '../../../components/Modal';
import { displayDate, displayMonth } from '../../../lib/dates';
import { useBackCloses } from '../../../lib/use-back-closes';
import { fetchRelease } from '../api/get-release';
import { isCorrected, originalEvent } from '../lib/corrections';
import { highlight, highlightRanges, type TextRange } from '../lib/highlight';
import {
  countText,
  evidenceOf,
  fatesText,
  outcomeText,
  relationshipText,
  suspectsBySexText,
  suspectsText,
  victimsText,
} from '../lib/people';
import { placeOf, releaseBody, releaseRanges } from '../lib/press-release';
import { CaseTimeline } from './CaseTimeline';
import { DemoBadge } from './DemoBadge';
import type { AddToNotebookSlot } from './ResultsPanel';

interface EventModalProps {
  event: Event | NotebookEvent | null;
  onClose: () => void;
  pattern: RegExp | null;
  /**
   * Words to mark by where they stand in the title or the release text (`context`), such as the
   * words that bear out an answer; the release then opens at the first. Used instead of `pattern`.
   */
  marks?: readonly EventMark[];
  /** Where the route puts its Add to Notebook control for this one event. */
  renderAddToNotebook?: AddToNotebookSlot;
  /** Where a notebook puts its control to correct the event's fields there. */
  corrections?: ReactNode;
}

/** A stretch of one of the event's texts, by offsets into it. */
export interface EventMark extends TextRange {
  field: 'title' | 'context';
}

/** How a field corrected in a notebook shows beside its original. */
interface Correction {
  /** The value extraction read, as the field shows values. */
  original: string;
}

function Fact({
  label,
  children,
  source,
  corrected,
}: {
  label: string;
  children: ReactNode;
  source?: string;
  corrected?: Correction;
}) {
  return (
    <div className="flex flex-col gap-0.5" data-corrected={corrected ? 'true' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-ink">
        {children}
        {corrected && (
          <span className="ml-2 inline-block rounded-full border border-amber-200 bg-warning-pale px-2 py-px align-middle text-xs font-medium text-warning">
            corrected in this notebook
          </span>
        )}
      </dd>
      {corrected && (
        <dd className="text-xs text-muted">
          Original: <span className="text-ink">{corrected.original}</span>
        </dd>
      )}
      {source && (
        // The words of the release this field was read from, so a reader can check the machine's reading.
        <dd className="text-xs text-muted">from “{source}”</dd>
      )}
    </div>
  );
}

/**
 * The incident day, or its month alone when the release gives no more; when it gives no date at
 * all, the publication day that search and the timeline count it on, said as such.
 */
function incidentDate(event: Event): string {
  const day = displayDate(event.date);
  if (day) return day;
  const month = displayMonth(event.incident_month);
  if (month) return `${month} (month only)`;
  const published = displayDate(event.published_date);
  return published ? `Not given in the release; counted on its publication date, ${published}` : 'Unknown';
}

/** Everything known about one event, with the official release beside the machine-made fields. */
export function EventModal({
  event: given,
  onClose,
  pattern,
  marks: givenMarks,
  renderAddToNotebook,
  corrections: givenCorrections,
}: EventModalProps) {
  const release = useRef<HTMLDivElement>(null);
  // The browser's Back closes the dialog and leaves the screen under it as it was.
  useBackCloses(given !== null, onClose);
  // Another release of the same case, opened from the case's timeline; the given event again on close.
  const [opened, setOpened] = useState<Event | null>(null);
  const [opening, setOpening] = useState<'idle' | 'loading' | 'failed'>('idle');
  // The release last asked for: an answer to an earlier click, or for an event no longer shown, is dropped.
  const wanted = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new event given resets what was opened from it
  useEffect(() => {
    wanted.current = null;
    setOpened(null);
    setOpening('idle');
  }, [given?.id]);
  const openRelease = (eventId: number) => {
    wanted.current = eventId;
    if (eventId === given?.id) {
      setOpened(null);
      setOpening('idle');
      return;
    }
    setOpening('loading');
    fetchRelease(eventId).then(
      (release) => {
        if (wanted.current !== eventId) return;
        setOpened(release);
        setOpening('idle');
      },
      () => {
        if (wanted.current === eventId) setOpening('failed');
      },
    );
  };
  const event = opened ?? given;
  // Marks and corrections belong to the event the screen gave, not to a release opened from its case.
  const marks = opened ? undefined : givenMarks;
  const corrections = opened ? null : givenCorrections;

  // The reader came for the keywords, or for the words behind an answer: the release opens at the
  // first place it marks them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks may arrive after the event and move it again
  useEffect(() => {
    if (!event) return;
    release.current?.querySelector('mark')?.scrollIntoView?.({ block: 'center' });
  }, [event, marks]);

  if (!event) return null;
  const body = releaseBody(event.context);
  const titleText = (title: string) =>
    marks
      ? highlightRanges(
          title,
          marks.filter((m) => m.field === 'title'),
        )
      : highlight(title, pattern);
  const releaseText = (shown: string) =>
    marks
      ? highlightRanges(
          shown,
          releaseRanges(
            event.context,
            marks.filter((m) => m.field === 'context'),
          ),
        )
      : highlight(shown, pattern);
  const keywords = event.keywords ?? [];
  // Fields corrected in the notebook the event is shown from show the original value beside the new.
  const original = originalEvent(event);
  const correctedAs = (fields: readonly CorrectableField[], text: string | null, unknown: string) =>
    isCorrected(event, fields) ? { original: text ?? unknown } : undefined;
  return (
    <Modal
      open
      size="wide"
      onClose={onClose}
      title={event.title.trim() ? titleText(event.title) : 'Event Details'}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>
              Publication Date:{' '}
              <span className="text-ink tabular-nums">
                {displayDate(event.published_date, 'Not specified')}
              </span>
            </span>
            {event.is_demo && <DemoBadge />}
          </div>
          {renderAddToNotebook?.([event])}
        </div>
        {corrections}
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="event-release-heading" className="flex min-w-0 flex-col gap-2">
            <h3 id="event-release-heading" className="text-base font-semibold text-ink">
              Official Press Release
            </h3>
            <div
              ref={release}
              data-testid="release-text"
              className="rounded-control border border-line-soft bg-page p-4 text-sm leading-relaxed break-words whitespace-pre-line text-ink"
            >
              {body ? releaseText(body) : 'The release text is not available.'}
            </div>
            {event.source_url && (
              <a
                href={event.source_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand hover:underline"
              >
                View the release at its source
                <span className="sr-only">(opens in a new tab)</span>
                <ExternalLinkIcon />
              </a>
            )}
            {event.incident_id !== null && (
              <CaseTimeline
                incidentId={event.incident_id}
                currentId={event.id}
                onOpen={openRelease}
                renderAddToNotebook={renderAddToNotebook}
              />
            )}
            {opening === 'loading' && <p className="text-xs text-muted">Opening the release…</p>}
            {opening === 'failed' && (
              <p role="alert" className="text-xs text-error">
                That release could not be opened. Try again.
              </p>
            )}
          </section>
          <div className="flex min-w-0 flex-col gap-5 md:border-l md:border-line-soft md:pl-6">
            <dl className="flex flex-col gap-4">
              <Fact
                label="Event Date"
                source={event.evidence?.date}
                corrected={correctedAs(['date'], incidentDate(original), 'Unknown')}
              >
                <span className="tabular-nums">{incidentDate(event)}</span>
              </Fact>
              <Fact
                label="Location"
                source={event.evidence?.location}
                corrected={correctedAs(['location', 'province'], placeOf(original), 'Unknown')}
              >
                {placeOf(event) ?? 'Unknown'}
              </Fact>
              <Fact
                label="Municipality"
                source={evidenceOf(event.evidence?.municipality)}
                corrected={correctedAs(['municipality'], original.municipality, 'Unknown')}
              >
                {event.municipality?.trim() || 'Unknown'}
              </Fact>
              <Fact label="Police station" source={evidenceOf(event.evidence?.police_station)}>
                {event.police_station?.trim() || 'Not named'}
              </Fact>
              <Fact
                label="Crime/s"
                source={event.evidence?.crimes?.join('”, “')}
                corrected={correctedAs(['crimes'], original.crime_committed, 'Not specified')}
              >
                {event.crime_committed?.trim() || 'Not specified'}
              </Fact>
            </dl>
            <section
              aria-labelledby="event-people-heading"
              className="flex flex-col gap-3 border-t border-line-soft pt-4"
            >
              <h3 id="event-people-heading" className="text-sm font-semibold text-ink">
                People
              </h3>
              {event.evidence?.reading && (
                <p className="rounded-md bg-warning-pale px-3 py-2 text-xs text-warning">
                  {event.evidence.reading}
                </p>
              )}
              <dl className="flex flex-col gap-4">
                <Fact
                  label="Suspects arrested"
                  source={evidenceOf(
                    event.evidence?.suspects_arrested ?? event.evidence?.arrest_made,
                    event.suspect_ages.length ? event.evidence?.suspect_ages : undefined,
                  )}
                  corrected={correctedAs(['suspects_arrested'], suspectsText(original), 'Not specified')}
                >
                  <span className="tabular-nums">{suspectsText(event) ?? 'Not specified'}</span>
                </Fact>
                <Fact
                  label="Victims"
                  source={evidenceOf(event.evidence?.victims)}
                  corrected={correctedAs(
                    ['victims_count', 'victims_female', 'victims_male'],
                    victimsText(original.victims),
                    'Not specified',
                  )}
                >
                  <span className="tabular-nums">{victimsText(event.victims) ?? 'Not specified'}</span>
                </Fact>
                <Fact
                  label="Killed and injured"
                  source={evidenceOf(event.evidence?.victims_killed, event.evidence?.victims_injured)}
                  corrected={correctedAs(
                    ['victims_killed', 'victims_injured'],
                    fatesText(original),
                    'Not specified',
                  )}
                >
                  <span className="tabular-nums">{fatesText(event) ?? 'Not specified'}</span>
                </Fact>
                <Fact
                  label="Victims under 18"
                  source={evidenceOf(event.evidence?.victims_children)}
                  corrected={correctedAs(
                    ['victims_children'],
                    countText(original.victims_children),
                    'Not specified',
                  )}
                >
                  <span className="tabular-nums">{countText(event.victims_children) ?? 'Not specified'}</span>
                </Fact>
                <Fact
                  label="Police officers among victims"
                  source={evidenceOf(event.evidence?.victims_police)}
                  corrected={correctedAs(
                    ['victims_police'],
                    countText(original.victims_police),
                    'Not specified',
                  )}
                >
                  <span className="tabular-nums">{countText(event.victims_police) ?? 'Not specified'}</span>
                </Fact>
                <Fact
                  label="Suspects by sex"
                  source={evidenceOf(event.evidence?.suspects_sex)}
                  corrected={correctedAs(
                    ['suspects_female', 'suspects_male'],
                    suspectsBySexText(original),
                    'Not specified',
                  )}
                >
                  <span className="tabular-nums">{suspectsBySexText(event) ?? 'Not specified'}</span>
                </Fact>
                <Fact
                  label="Attacker's relationship to victim"
                  source={evidenceOf(event.evidence?.relationship)}
                  corrected={correctedAs(['relationship'], relationshipText(original), 'Not specified')}
                >
                  {relationshipText(event) ?? 'Not specified'}
                </Fact>
                <Fact label="Outcome" source={evidenceOf(event.evidence?.outcome)}>
                  {outcomeText(event) ?? 'Not specified'}
                </Fact>
              </dl>
            </section>
            <dl className="flex flex-col gap-4 border-t border-line-soft pt-4">
              <Fact label="AI Event Summary">
                {event.summary.trim() ? highlight(event.summary, pattern) : 'None'}
              </Fact>
              {keywords.length > 0 && (
                <Fact label="Keywords Used in Search">
                  <ul className="mt-1 flex flex-wrap gap-1.5">
                    {keywords.map((keyword) => (
                      <li
                        key={keyword}
                        className="rounded-full border border-blue-200 bg-blue-50 px-2 py-0.5 text-xs font-medium text-brand"
                      >
                        {keyword}
                      </li>
                    ))}
                  </ul>
                </Fact>
              )}
            </dl>
          </div>
        </div>
      </div>
    </Modal>
  );
}
