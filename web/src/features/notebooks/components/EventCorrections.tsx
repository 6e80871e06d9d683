import {
  COUNT_FIELDS,
  type CorrectableField,
  type CountField,
  type NotebookEvent,
  RELATIONSHIPS,
} from '@workbench/contract/corrections';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { inputClass, TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { apiDate, displayDate, parseDisplayDate } from '../../../lib/dates';
import { useCorrectEvent, useCrimeCategories, useUndoCorrections } from '../api/event-corrections';
import { correctedCount, correctionsToSend, currentValue } from '../corrections';

export const CORRECTIONS_SAVED = 'Corrections saved. This notebook now uses the corrected values.';
export const CORRECTIONS_UNDONE =
  'Corrections undone. This notebook uses the values read from the release again.';

const COUNT_LABELS: Record<CountField, string> = {
  suspects_arrested: 'Suspects arrested',
  victims_count: 'Victims',
  victims_female: 'Female victims',
  victims_male: 'Male victims',
  victims_killed: 'Victims killed',
  victims_injured: 'Victims injured',
  victims_children: 'Victims under 18',
  victims_police: 'Police officers among victims',
  suspects_female: 'Female suspects',
  suspects_male: 'Male suspects',
};

const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIPS)[number], string> = {
  partner: 'Partner or ex-partner',
  family: 'Family member',
  acquaintance: 'Known to the victim',
  stranger: 'Stranger',
  unknown: 'Unknown',
};

/** The form's text for each field; empty means the release does not say. */
type Draft = {
  date: string;
  location: string;
  municipality: string;
  province: string;
  relationship: string;
  crimes: string[];
} & Record<CountField, string>;

function draftOf(event: NotebookEvent): Draft {
  const counts = Object.fromEntries(
    COUNT_FIELDS.map((field) => {
      const value = currentValue(event, field);
      return [field, value === null ? '' : String(value)];
    }),
  ) as Record<CountField, string>;
  return {
    date: displayDate(event.date),
    location: event.location ?? '',
    municipality: event.municipality ?? '',
    province: event.province ?? '',
    relationship: event.relationship ?? '',
    crimes: currentValue(event, 'crimes') as string[],
    ...counts,
  };
}

type Values = Partial<Record<CorrectableField, string | number | string[] | null>>;

/** The draft as field values, or the first field that does not read. */
function valuesOf(draft: Draft): { values: Values } | { error: string } {
  const values: Values = {};
  const date = draft.date.trim();
  if (date) {
    const day = parseDisplayDate(date);
    if (!day) return { error: 'Event date: enter a date as dd/MM/yyyy, or leave it empty when unknown.' };
    values.date = apiDate(day) ?? null;
  } else values.date = null;
  for (const field of ['location', 'municipality', 'province'] as const) {
    values[field] = draft[field].trim() || null;
  }
  values.crimes = draft.crimes;
  for (const field of COUNT_FIELDS) {
    const text = draft[field].trim();
    if (text && !/^\d+$/.test(text)) {
      return { error: `${COUNT_LABELS[field]}: enter a whole number of 0 or more, or leave it empty.` };
    }
    values[field] = text ? Number(text) : null;
  }
  values.relationship = draft.relationship || null;
  return { values };
}

interface EventCorrectionsProps {
  notebookId: number;
  event: NotebookEvent;
}

/**
 * Correct this event's date, place, crimes and people in this notebook only, or undo the corrections.
 * The dialog around it shows each corrected value beside the original and its evidence.
 */
export function EventCorrections({ notebookId, event }: EventCorrectionsProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [problem, setProblem] = useState<string | null>(null);
  const correct = useCorrectEvent(notebookId, event.id);
  const undo = useUndoCorrections(notebookId, event.id);
  const crimes = useCrimeCategories(editing);
  const toast = useToast();
  const opener = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const count = correctedCount(event);

  useEffect(() => {
    if (editing) firstField.current?.focus();
  }, [editing]);

  const open = () => {
    setDraft(draftOf(event));
    setProblem(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    // Focus goes back where the reader started once the button is there again.
    setTimeout(() => opener.current?.focus(), 0);
  };

  const save = (submit: FormEvent) => {
    submit.preventDefault();
    const read = valuesOf(draft);
    if ('error' in read) {
      setProblem(read.error);
      return;
    }
    const body = correctionsToSend(event, read.values);
    const done = {
      onSuccess: () => {
        toast.success(Object.keys(body).length > 0 ? CORRECTIONS_SAVED : CORRECTIONS_UNDONE);
        close();
      },
      onError: (error: Error) => setProblem(error.message || 'Failed to save the corrections.'),
    };
    // Every field back at the value the release gave: nothing is left to correct.
    if (Object.keys(body).length === 0) undo.mutate(undefined, done);
    else correct.mutate(body, done);
  };

  const undoAll = () =>
    undo.mutate(undefined, {
      onSuccess: () => {
        toast.success(CORRECTIONS_UNDONE);
        // The Undo button goes away with the corrections; focus stays in the dialog, on Correct.
        opener.current?.focus();
      },
      onError: (error) => toast.error(error.message || 'Failed to undo the corrections.'),
    });

  const set = (field: keyof Draft) => (change: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: change.target.value }));
  const toggleCrime = (crime: string, on: boolean) =>
    setDraft((d) => ({ ...d, crimes: on ? [...d.crimes, crime] : d.crimes.filter((c) => c !== crime) }));

  if (!editing) {
    return (
      <section
        aria-label="Corrections in this notebook"
        className="flex flex-col gap-3 rounded-control border border-line-soft bg-page px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-muted">
          {count > 0
            ? `${count} ${count === 1 ? 'field is' : 'fields are'} corrected in this notebook; its answers and CSVs use the corrected values.`
            : 'Read something wrong? Correct it for this notebook only; search and other notebooks keep the values read from the release.'}
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button ref={opener} variant="secondary" onClick={open}>
            Correct
          </Button>
          {count > 0 && (
            <Button variant="secondary" busy={undo.isPending} busyLabel="Undoing..." onClick={undoAll}>
              Undo corrections
            </Button>
          )}
        </div>
      </section>
    );
  }

  const busy = correct.isPending || undo.isPending;
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={save}
      noValidate
      className="flex flex-col gap-4 rounded-control border border-line bg-white p-4"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold text-ink">
          Correct this event in this notebook
        </h3>
        <p className="text-sm text-muted">
          Leave a field empty when the release does not say. The original values and their evidence stay
          visible.
        </p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Date and place</legend>
        <TextField
          ref={firstField}
          label="Event date (dd/MM/yyyy)"
          placeholder="dd/MM/yyyy"
          inputMode="numeric"
          value={draft.date}
          onChange={set('date')}
        />
        <TextField label="Location" value={draft.location} onChange={set('location')} maxLength={200} />
        <TextField
          label="Municipality"
          value={draft.municipality}
          onChange={set('municipality')}
          maxLength={200}
        />
        <TextField label="Province" value={draft.province} onChange={set('province')} maxLength={200} />
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Crimes</legend>
        {crimes.isPending ? (
          <p className="text-sm text-muted">Loading crimes...</p>
        ) : crimes.isError ? (
          <p className="text-sm text-error">The list of crimes could not be loaded.</p>
        ) : (
          <div className="grid max-h-44 gap-1 overflow-y-auto rounded-control border border-line-soft p-2 sm:grid-cols-2">
            {crimes.data.crimes.map((crime) => (
              <label key={crime} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  checked={draft.crimes.includes(crime)}
                  onChange={(change) => toggleCrime(crime, change.target.checked)}
                />
                {crime}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">People</legend>
        {COUNT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={COUNT_LABELS[field]}
            inputMode="numeric"
            value={draft[field]}
            onChange={set(field)}
          />
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${headingId}-relationship`} className="text-sm font-medium text-ink">
            Attacker's relationship to victim
          </label>
          <select
            id={`${headingId}-relationship`}
            className={inputClass}
            value={draft.relationship}
            onChange={set('relationship')}
          >
            <option value="">Not specified</option>
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {RELATIONSHIP_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {problem && <FormError message={problem} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          Save corrections
        </Button>
      </div>
    </form>
  );
}
