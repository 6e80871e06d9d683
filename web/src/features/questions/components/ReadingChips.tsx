import type { AnswerResult, ReadingTerms } from '@workbench/contract/questions';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import {
  type Chip,
  chipLabel,
  chipsOf,
  isRemovable,
  isShown,
  isSingle,
  isWarning,
  type Plan,
  type PlanWords,
  planFromParts,
  type ReadingPart,
  readingNotes,
  withoutChip,
  withPart,
} from '../reading';
import { type Suggestion, suggestionsFor } from '../reading-suggestions';
import { EDITOR_KINDS, EDITORS, type EditorKind, editorKindOf } from './ReadingEditors';

const pill =
  'inline-flex min-h-7 max-w-full items-center rounded-full border text-xs font-medium leading-tight break-words';
const pillTone = (warning: boolean) =>
  warning ? 'border-warning/40 bg-warning-pale text-warning' : 'border-line bg-white text-ink';

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 shrink-0 fill-current">
      <path d="M8 1.5 15 14H1L8 1.5Zm-.75 4.5v4h1.5V6h-1.5Zm0 5v1.5h1.5V11h-1.5Z" />
    </svg>
  );
}

function CloseIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={`${className} stroke-current`} strokeWidth="2">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** The `Read as:` line with its parts as chips, and its notes (relative dates, respellings) after them. */
export function ReadAs({ text, children }: { text: string; children: ReactNode }) {
  const notes = readingNotes(text);
  return (
    <div className="flex flex-col gap-1.5 border-l-2 border-line pl-3">
      <p className="text-xs font-semibold text-ink">Read as:</p>
      {children}
      {notes.length > 0 && <p className="text-xs leading-relaxed text-muted">{notes.join('; ')}.</p>}
    </div>
  );
}

/** The chips of a reading, to read, not to edit. */
export function ReadingChips({
  plan,
  notApplied,
  words,
}: {
  plan: Plan;
  notApplied: readonly string[];
  words: PlanWords;
}) {
  return (
    <ul aria-label="Reading" className="flex flex-wrap items-center gap-1.5">
      {chipsOf(plan, notApplied)
        .filter(isShown)
        .map((chip) => (
          <li key={chip.id} className={`${pill} ${pillTone(isWarning(chip))} gap-1 px-2.5 py-0.5`}>
            {isWarning(chip) && <WarningIcon />}
            {chipLabel(chip, words)}
          </li>
        ))}
    </ul>
  );
}

/** An editor open on a chip, or on a filter being added (`id` undefined; `kind` null until chosen). */
interface Editing {
  id?: string;
  kind: EditorKind | null;
}

interface ReadingBarProps {
  plan: Plan;
  result: AnswerResult;
  terms: ReadingTerms;
  onRun: (plan: Plan) => void;
  running: boolean;
  /** Ends the editing of a reading that is not the current answer's; Cancel then stands beside Run. */
  onCancel?: () => void;
  /** What Run does with the answer, said beside it. */
  runNote?: string;
}

/** Kinds "Add a filter" offers: every filter, and a grouping; a kind held once only while the reading has none. */
const ADDABLE: readonly EditorKind[] = [
  'crimes',
  'places',
  'period',
  'months',
  'weekdays',
  'people',
  'arrest',
  'outcomes',
  'has-date',
  'relationships',
  'word',
  'group',
];

/**
 * The reading of the current answer as chips a person can change: each opens an editor fit for
 * its kind and has its own remove button, "Add a filter" adds one, and Run answers from the reading
 * as changed. Words the answer could not apply are warning chips, with up to three other readings
 * offered for them.
 */
export function ReadingBar({
  plan,
  result,
  terms,
  onRun,
  running,
  onCancel,
  runNote = 'The answer below is still for the reading before your changes.',
}: ReadingBarProps) {
  const original = useMemo(() => chipsOf(plan, result.not_applied), [plan, result.not_applied]);
  const [chips, setChips] = useState(original);
  const [editing, setEditing] = useState<Editing | null>(null);
  // Where focus goes once the chips have rendered: a chip's id, or "add" for Add a filter. A reading
  // opened for editing from its card starts on its first chip.
  const [focusTo, setFocusTo] = useState<string | null>(
    onCancel ? (original.find(isShown)?.id ?? 'add') : null,
  );
  const chipButtons = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const kinds = useRef<HTMLFieldSetElement>(null);
  const editorArea = useRef<HTMLDivElement>(null);
  const changed = JSON.stringify(chips) !== JSON.stringify(original);
  const suggestions =
    !result.complete || result.not_applied.length > 0 ? suggestionsFor(result.not_applied, terms) : [];

  useEffect(() => {
    if (focusTo === null) return;
    (chipButtons.current.get(focusTo) ?? addButton.current)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  useEffect(() => {
    // The editor's first field, or the first kind while a filter to add has none yet.
    if (editing)
      (editing.kind ? editorArea : kinds).current
        ?.querySelector<HTMLElement>('input, select, button')
        ?.focus();
  }, [editing]);

  /** A chip's editor button, where focus goes back to. */
  const register = (id: string, node: HTMLElement | null) => {
    if (node) chipButtons.current.set(id, node);
    else chipButtons.current.delete(id);
  };

  const close = () => {
    setFocusTo(editing?.id ?? 'add');
    setEditing(null);
  };

  const apply = (part: ReadingPart) => {
    const next = withPart(chips, part, editing?.id);
    setChips(next);
    setEditing(null);
    setFocusTo(editing?.id ?? next.find((c) => c.kind === part.kind)?.id ?? 'add');
  };

  const remove = (chip: Chip) => {
    // Focus moves on to what followed the chip, as it would had the chip never been there.
    const shown = chips.filter(isShown);
    const after = shown[shown.indexOf(chip) + 1];
    setChips(withoutChip(chips, chip.id));
    if (editing?.id === chip.id) setEditing(null);
    setFocusTo(after?.id ?? 'add');
  };

  const adopt = ({ word, part }: Suggestion) => {
    const next = withPart(
      chips.filter((c) => !(c.kind === 'word' && c.word === word)),
      part,
    );
    setChips(next);
    onRun(planFromParts(plan, next));
  };

  const onPanelKey = (event: KeyboardEvent) => {
    // A field's own popup (the date picker's calendar) closes first, on the Escape it takes.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    close();
  };

  const edited = editing?.id === undefined ? undefined : chips.find((c) => c.id === editing.id);
  const Editor = editing?.kind ? EDITORS[editing.kind] : null;
  const title = edited
    ? `Edit ${chipLabel(edited, terms)}`
    : `Add a filter${editing?.kind ? `: ${EDITOR_KINDS[editing.kind].toLowerCase()}` : ''}`;
  const addable = ADDABLE.filter((kind) => !isSingle(kind) || !chips.some((c) => c.kind === kind));

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ul aria-label="Reading" className="flex flex-wrap items-center gap-1.5">
        {chips.filter(isShown).map((chip) => {
          const label = chipLabel(chip, terms);
          const warning = isWarning(chip);
          const open = editing?.id === chip.id;
          const kind = editorKindOf(chip);
          const labelClass = `flex items-center gap-1 rounded-full py-1 pl-2.5 text-left ${isRemovable(chip) ? 'pr-1.5' : 'pr-2.5'}`;
          return (
            <li
              key={chip.id}
              className={`${pill} ${pillTone(warning)} ${open ? 'ring-2 ring-brand/40' : ''}`}
            >
              {kind === null ? (
                // No editor writes this kind (a setting, a station, names): it can be removed, not changed.
                <span className={labelClass}>
                  {warning && <WarningIcon />}
                  {label}
                </span>
              ) : (
                <button
                  type="button"
                  ref={(node) => register(chip.id, node)}
                  aria-expanded={open}
                  aria-haspopup="dialog"
                  onClick={() => setEditing(open ? null : { id: chip.id, kind })}
                  className={`${labelClass} hover:text-brand`}
                >
                  {warning && <WarningIcon />}
                  {label}
                </button>
              )}
              {isRemovable(chip) && (
                <button
                  type="button"
                  aria-label={`Remove ${label}`}
                  onClick={() => remove(chip)}
                  className="mr-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
                >
                  <CloseIcon className="h-3 w-3" />
                </button>
              )}
            </li>
          );
        })}
        <li>
          <button
            ref={addButton}
            type="button"
            aria-expanded={editing !== null && editing.id === undefined}
            aria-haspopup="dialog"
            onClick={() => setEditing(editing && editing.id === undefined ? null : { kind: null })}
            className="inline-flex min-h-7 items-center gap-1 rounded-full border border-dashed border-brand/50 px-2.5 text-xs font-medium text-brand hover:bg-blue-50"
          >
            <span aria-hidden="true">+</span> Add a filter
          </button>
        </li>
      </ul>

      {suggestions.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-muted">Did you mean:</span>
          <ul aria-label="Other readings" className="contents">
            {suggestions.map((suggestion) => (
              <li key={JSON.stringify(suggestion.part)}>
                <button
                  type="button"
                  disabled={running}
                  onClick={() => adopt(suggestion)}
                  aria-label={`Run with ${chipLabel(suggestion.part, terms)} instead of "${suggestion.word}"`}
                  className={`${pill} border-brand/40 bg-blue-50 px-2.5 py-1 text-brand hover:bg-blue-100 disabled:opacity-50`}
                >
                  {chipLabel(suggestion.part, terms)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {editing && (
        <div
          role="dialog"
          aria-label={title}
          onKeyDown={onPanelKey}
          className="flex w-full max-w-xl flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-raised"
        >
          <div className="flex items-start justify-between gap-3">
            <h4 className="min-w-0 text-sm font-semibold break-words text-ink">{title}</h4>
            <button
              type="button"
              onClick={close}
              aria-label="Close the editor"
              className="-mt-1 -mr-1 grid h-7 w-7 shrink-0 place-items-center rounded-control text-muted hover:bg-slate-100 hover:text-ink"
            >
              <CloseIcon className="h-3.5 w-3.5" />
            </button>
          </div>
          {editing.id === undefined && (
            <fieldset ref={kinds} className="flex flex-wrap gap-1.5">
              <legend className="sr-only">Kind of filter</legend>
              {addable.map((kind) => (
                <button
                  key={kind}
                  type="button"
                  aria-pressed={editing.kind === kind}
                  onClick={() => setEditing({ kind })}
                  className="h-8 rounded-control border border-line px-3 text-xs font-medium text-ink hover:bg-page aria-pressed:border-brand aria-pressed:bg-blue-50 aria-pressed:text-brand"
                >
                  {EDITOR_KINDS[kind]}
                </button>
              ))}
            </fieldset>
          )}
          {Editor && (
            <div ref={editorArea} className="flex flex-col gap-3">
              <Editor key={`${editing.id}-${editing.kind}`} part={edited} terms={terms} onApply={apply} />
            </div>
          )}
        </div>
      )}

      {(changed || onCancel) && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            onClick={() => onRun(planFromParts(plan, chips))}
            disabled={!changed}
            busy={running}
            busyLabel="Asking Question"
            className="h-8 px-3"
          >
            Run
          </Button>
          <Button
            variant="ghost"
            disabled={running}
            onClick={() => {
              if (onCancel) return onCancel();
              setChips(original);
              setEditing(null);
            }}
            className="h-8 px-3"
          >
            {onCancel ? 'Cancel' : 'Undo changes'}
          </Button>
          {changed && <span className="text-xs text-muted">{runNote}</span>}
        </div>
      )}
    </div>
  );
}

interface SavedReadingProps {
  plan: Plan;
  result: AnswerResult;
  terms: ReadingTerms;
  /** Answers from the reading as edited, at the top of the tab, as a new answer that may replace this one. */
  onRun: (plan: Plan) => void;
  running: boolean;
}

/**
 * A saved answer's reading: its chips to read, and Edit reading, which opens the same chips and
 * editors as the current answer's. Run hands the edited reading on and closes them; focus goes
 * back to Edit reading whenever they close.
 */
export function SavedReading({ plan, result, terms, onRun, running }: SavedReadingProps) {
  const [editing, setEditing] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!refocus) return;
    editButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const stop = () => {
    setEditing(false);
    setRefocus(true);
  };

  if (editing)
    return (
      <ReadingBar
        plan={plan}
        result={result}
        terms={terms}
        running={running}
        onRun={(edited) => {
          onRun(edited);
          stop();
        }}
        onCancel={stop}
        runNote="Run answers at the top of the tab; this saved answer stays as it is until you replace it."
      />
    );
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ReadingChips plan={plan} notApplied={result.not_applied} words={terms} />
      <button
        ref={editButton}
        type="button"
        data-png-skip
        onClick={() => setEditing(true)}
        className="inline-flex min-h-7 items-center rounded-full px-2 text-xs font-medium text-brand hover:bg-blue-50 hover:underline"
      >
        Edit reading
      </button>
    </div>
  );
}
