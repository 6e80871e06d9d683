import type { ReadingTerms } from '@workbench/contract/questions';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { DateField } from '../../../components/DateField';
import { inputClass } from '../../../components/TextField';
import { apiDate, parseApiDate } from '../../../lib/dates';
import {
  type Dimension,
  joinOr,
  type Measure,
  MONTHS,
  measureWords,
  OUTCOME_NOUNS,
  type PeopleField,
  type PlanCrime,
  periodWords,
  RELATIONSHIPS,
  type ReadingPart,
  WEEKDAYS,
} from '../reading';

/** The kinds of part an editor can write, and the words that name each in "Add a filter". */
export const EDITOR_KINDS = {
  crimes: 'Crime',
  places: 'Place',
  period: 'Period',
  months: 'Month of any year',
  weekdays: 'Day of the week',
  people: 'People',
  arrest: 'Arrest',
  outcomes: 'Outcome',
  'has-date': 'Incident date',
  relationships: 'Relationship',
  word: 'Word',
  group: 'Group by',
  measure: 'Measure',
  order: 'Order',
} as const;
export type EditorKind = keyof typeof EDITOR_KINDS;

/** The editor a part opens: a crime left out is edited as a crime, a place outside as a place. */
export function editorKindOf(part: ReadingPart): EditorKind | null {
  if (part.kind === 'excluded-crimes') return 'crimes';
  if (part.kind === 'excluded-places') return 'places';
  return part.kind in EDITOR_KINDS ? (part.kind as EditorKind) : null;
}

export interface EditorProps {
  /** The part edited; none when a filter is being added. */
  part?: ReadingPart;
  terms: ReadingTerms;
  onApply: (part: ReadingPart) => void;
}

const labelClass = 'text-xs font-medium text-muted';
const checkClass = 'h-4 w-4 shrink-0 accent-brand';

/** A labelled field, label above, as every form of the app. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Radio buttons in a row, under a legend. */
function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly [T, string][];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
        {options.map(([option, label]) => (
          <label key={option} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={checkClass}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Option {
  name: string;
  count?: number;
  group: string;
}

/** Checkboxes for names, grouped, with a box that narrows them by what is typed. */
function NamePicker({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: readonly Option[];
  chosen: readonly string[];
  onToggle: (name: string) => void;
}) {
  const [find, setFind] = useState('');
  const shown = options.filter(
    (o) => chosen.includes(o.name) || o.name.toLowerCase().includes(find.trim().toLowerCase()),
  );
  const groups = [...new Set(shown.map((o) => o.group))];
  return (
    <div className="flex flex-col gap-2">
      <Field label={`Find a ${legend.toLowerCase()}`}>
        {(id) => (
          <input
            id={id}
            type="search"
            value={find}
            onChange={(event) => setFind(event.target.value)}
            autoComplete="off"
            className={inputClass}
          />
        )}
      </Field>
      <fieldset className="flex max-h-56 flex-col gap-3 overflow-y-auto rounded-control border border-line-soft p-3">
        <legend className="sr-only">{legend}</legend>
        {groups.length === 0 && <p className="text-sm text-muted">Nothing in this notebook matches.</p>}
        {groups.map((group) => (
          <div key={group} className="flex flex-col gap-1">
            <p className="text-xs font-semibold text-muted">{group}</p>
            {shown
              .filter((o) => o.group === group)
              .map((o) => (
                <label key={o.name} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.name)}
                    onChange={() => onToggle(o.name)}
                    className={checkClass}
                  />
                  <span className="min-w-0 break-words">{o.name}</span>
                  {o.count !== undefined && (
                    <span className="ml-auto text-xs text-muted tabular-nums">{o.count}</span>
                  )}
                </label>
              ))}
          </div>
        ))}
      </fieldset>
    </div>
  );
}

const toggled = (names: readonly string[], name: string) =>
  names.includes(name) ? names.filter((n) => n !== name) : [...names, name];

/** Apply, disabled until the editor holds a whole part. */
function ApplyRow({ part, onApply }: { part: ReadingPart | null; onApply: (part: ReadingPart) => void }) {
  return (
    <div className="flex justify-end">
      <Button disabled={part === null} onClick={() => part && onApply(part)} className="h-8 px-3">
        Apply
      </Button>
    </div>
  );
}

type CrimeMode = 'any' | 'all' | 'none';

/** A crime as answers name it: a family "robbery (all kinds)", a category "armed robbery". */
const crimeName = (term: ReadingTerms['crimes'][number]) =>
  term.family ? `${term.name.toLowerCase()} (all kinds)` : term.name.toLowerCase();

export function CrimeEditor({ part, terms, onApply }: EditorProps) {
  const current: PlanCrime[] = part?.kind === 'crimes' || part?.kind === 'excluded-crimes' ? part.crimes : [];
  const [mode, setMode] = useState<CrimeMode>(
    part?.kind === 'excluded-crimes' ? 'none' : part?.kind === 'crimes' ? part.match : 'any',
  );
  const [chosen, setChosen] = useState(current.map((c) => c.name));
  const known = new Map<string, PlanCrime>(current.map((c) => [c.name, c]));
  const options: Option[] = current.map((c) => ({ name: c.name, group: 'In this reading' }));
  for (const term of terms.crimes) {
    const name = crimeName(term);
    if (known.has(name)) continue;
    known.set(name, { name, categories: term.categories });
    options.push({ name, count: term.count, group: term.family ? 'Families' : 'Kinds of crime' });
  }
  const crimes = chosen.flatMap((name) => known.get(name) ?? []);
  const next: ReadingPart | null =
    crimes.length === 0
      ? null
      : mode === 'none'
        ? { kind: 'excluded-crimes', crimes }
        : { kind: 'crimes', crimes, match: mode };
  return (
    <>
      <Choice
        legend="Events with"
        value={mode}
        options={[
          ['any', 'Any of these'],
          ['all', 'All of these'],
          ['none', 'None of these'],
        ]}
        onChange={setMode}
      />
      <NamePicker
        legend="Crime"
        options={options}
        chosen={chosen}
        onToggle={(name) => setChosen((names) => toggled(names, name))}
      />
      <ApplyRow part={next} onApply={onApply} />
    </>
  );
}

const PLACE_GROUPS = { province: 'Provinces', municipality: 'Municipalities', town: 'Towns' } as const;

export function PlaceEditor({ part, terms, onApply }: EditorProps) {
  const current = part?.kind === 'places' || part?.kind === 'excluded-places' ? part.places : [];
  const [outside, setOutside] = useState(part?.kind === 'excluded-places');
  const [chosen, setChosen] = useState(current);
  const options: Option[] = current.map((name) => ({ name, group: 'In this reading' }));
  for (const place of terms.places)
    if (!current.includes(place.name))
      options.push({ name: place.name, count: place.count, group: PLACE_GROUPS[place.kind] });
  const next: ReadingPart | null =
    chosen.length === 0 ? null : { kind: outside ? 'excluded-places' : 'places', places: chosen };
  return (
    <>
      <Choice
        legend="Events"
        value={outside ? 'outside' : 'in'}
        options={[
          ['in', 'In any of these'],
          ['outside', 'Outside all of these'],
        ]}
        onChange={(value) => setOutside(value === 'outside')}
      />
      <NamePicker
        legend="Place"
        options={options}
        chosen={chosen}
        onToggle={(name) => setChosen((names) => toggled(names, name))}
      />
      <ApplyRow part={next} onApply={onApply} />
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A part of a year: the whole of it, a quarter or a month, as a window of days. */
const PARTS_OF_YEAR: [string, string, (year: number) => [string, string]][] = [
  ['year', 'Whole year', (y) => [`${y}-01-01`, `${y}-12-31`]],
  ...[1, 2, 3, 4].map((q): [string, string, (year: number) => [string, string]] => [
    `q${q}`,
    `Quarter ${q}`,
    (y) => [`${y}-${pad(q * 3 - 2)}-01`, `${y}-${pad(q * 3)}-${lastDay(y, q * 3)}`],
  ]),
  ...MONTHS.map((name, at): [string, string, (year: number) => [string, string]] => [
    `m${at + 1}`,
    name,
    (y) => [`${y}-${pad(at + 1)}-01`, `${y}-${pad(at + 1)}-${lastDay(y, at + 1)}`],
  ]),
];

/** A yyyy-MM-dd of the plan as the date a DateField holds, and back. */
const asDate = (iso: string) => (iso === '' ? null : parseApiDate(iso));
const asIso = (date: Date | null) => apiDate(date) ?? '';

export function PeriodEditor({ part, onApply }: EditorProps) {
  const period = part?.kind === 'period' ? part.period : null;
  const [from, setFrom] = useState(period?.from ?? '');
  const [to, setTo] = useState(period?.to ?? '');
  const [year, setYear] = useState(period?.from?.slice(0, 4) ?? '');
  const [partOfYear, setPartOfYear] = useState('');
  // Text typed into a date field that is not a date: Apply waits until it is one or is cleared.
  const [unreadable, setUnreadable] = useState({ from: false, to: false });
  const setWindow = (yearText: string, partKey: string) => {
    const found = PARTS_OF_YEAR.find(([key]) => key === partKey);
    if (!found || !/^\d{4}$/.test(yearText)) return;
    const [start, end] = found[2](Number(yearText));
    setFrom(start);
    setTo(end);
  };
  const reversed = from !== '' && to !== '' && from > to;
  const valid = (from !== '' || to !== '') && !reversed && !unreadable.from && !unreadable.to;
  const next: ReadingPart | null = valid
    ? {
        kind: 'period',
        period: {
          from: from || null,
          to: to || null,
          phrase: periodWords({ from: from || null, to: to || null }),
          relative: false,
        },
      }
    : null;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Year">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              maxLength={4}
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                setWindow(event.target.value, partOfYear || 'year');
              }}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Part of the year">
          {(id) => (
            <select
              id={id}
              value={partOfYear}
              onChange={(event) => {
                setPartOfYear(event.target.value);
                setWindow(year, event.target.value);
              }}
              className={inputClass}
            >
              <option value="">Choose…</option>
              {PARTS_OF_YEAR.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {(['from', 'to'] as const).map((end) => (
          <DateField
            key={end}
            label={end === 'from' ? 'From' : 'To'}
            labelClassName={labelClass}
            value={asDate(end === 'from' ? from : to)}
            onChange={(date) => (end === 'from' ? setFrom : setTo)(asIso(date))}
            onValidityChange={(readable) =>
              setUnreadable((was) => (was[end] === !readable ? was : { ...was, [end]: !readable }))
            }
            invalid={end === 'to' && reversed}
            className="min-w-0"
          />
        ))}
      </div>
      {reversed && <p className="text-xs text-error">The end of the period comes before its start.</p>}
      <ApplyRow part={next} onApply={onApply} />
    </>
  );
}

/** Checkboxes under a legend, one per option: in a row as radio buttons are, or in the grid given. */
function Checks<T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
  layout = 'flex flex-wrap',
}: {
  legend: string;
  options: readonly (readonly [T, string])[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  layout?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={labelClass}>{legend}</legend>
      <div className={`${layout} gap-x-4 gap-y-1 pt-1`}>
        {options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={() =>
                onChange(chosen.includes(value) ? chosen.filter((c) => c !== value) : [...chosen, value])
              }
              className={checkClass}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "on weekends", "on weekdays", "on Mondays or Fridays": days as the analyst's labels say them. */
export function weekdayLabel(days: readonly number[]): string {
  const set = [...new Set(days)].sort();
  if (set.join() === '0,6') return 'on weekends';
  if (set.join() === '1,2,3,4,5') return 'on weekdays';
  return `on ${joinOr(set.map((d) => `${WEEKDAYS[d]}s`))}`;
}

export function WeekdayEditor({ part, onApply }: EditorProps) {
  const [days, setDays] = useState(part?.kind === 'weekdays' ? part.weekdays.flatMap((w) => w.days) : []);
  const next: ReadingPart | null =
    days.length === 0 ? null : { kind: 'weekdays', weekdays: [{ days, label: weekdayLabel(days) }] };
  return (
    <>
      <Checks
        legend="Days of the week"
        options={[1, 2, 3, 4, 5, 6, 0].map((day) => [day, WEEKDAYS[day] ?? ''] as const)}
        chosen={days}
        onChange={setDays}
        layout="grid grid-cols-2 sm:grid-cols-4"
      />
      <ApplyRow part={next} onApply={onApply} />
    </>
  );
}

export function MonthsEditor({ part, onApply }: EditorProps) {
  const [months, setMonths] = useState(part?.kind === 'months' ? part.months : []);
  return (
    <>
      <Checks
        legend="Months, in any year"
        options={MONTHS.map((name, at) => [at + 1, name] as const)}
        chosen={months}
        onChange={setMonths}
        layout="grid grid-cols-2 sm:grid-cols-4"
      />
      <ApplyRow
        part={months.length === 0 ? null : { kind: 'months', months: [...months].sort((a, b) => a - b) }}
        onApply={onApply}
      />
    </>
  );
}

export function ArrestEditor({ part, onApply }: EditorProps) {
  const [arrest, setArrest] = useState(part?.kind === 'arrest' ? part.arrest : 'made');
  return (
    <>
      <Choice
        legend="Events where"
        value={arrest}
        options={[
          ['made', 'Someone was arrested'],
          ['none', 'Nobody was arrested'],
        ]}
        onChange={setArrest}
      />
      <ApplyRow part={{ kind: 'arrest', arrest }} onApply={onApply} />
    </>
  );
}

/** How far a case got, furthest last; others the plan holds (an arrest) stay offered. */
const OUTCOMES = ['charged', 'convicted', 'sentenced'];

export function OutcomeEditor({ part, onApply }: EditorProps) {
  const held = part?.kind === 'outcomes' ? part.outcomes : [];
  const [outcomes, setOutcomes] = useState(held);
  const offered = [...held.filter((o) => !OUTCOMES.includes(o)), ...OUTCOMES];
  return (
    <>
      <Checks
        legend="Events whose case reached any of"
        options={offered.map((o) => [o, OUTCOME_NOUNS[o] ?? o] as const)}
        chosen={outcomes}
        onChange={setOutcomes}
      />
      <ApplyRow
        part={
          outcomes.length === 0
            ? null
            : { kind: 'outcomes', outcomes: offered.filter((o) => outcomes.includes(o)) }
        }
        onApply={onApply}
      />
    </>
  );
}

export function DateKnownEditor({ part, onApply }: EditorProps) {
  const [known, setKnown] = useState(part?.kind === 'has-date' ? part.hasDate : true);
  return (
    <>
      <Choice
        legend="Events"
        value={known ? 'with' : 'without'}
        options={[
          ['with', 'With a known incident date'],
          ['without', 'Without an incident date'],
        ]}
        onChange={(value) => setKnown(value === 'with')}
      />
      <ApplyRow part={{ kind: 'has-date', hasDate: known }} onApply={onApply} />
    </>
  );
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

export function RelationshipEditor({ part, onApply }: EditorProps) {
  const held = part?.kind === 'relationships' ? part.relationships : [];
  const [ties, setTies] = useState(held);
  const offered: string[] = [...RELATIONSHIPS, ...held.filter((t) => !RELATIONSHIPS.some((r) => r === t))];
  return (
    <>
      <Checks
        legend="How the attacker and the victim were related"
        options={offered.map((t) => [t, capitalised(t)] as const)}
        chosen={ties}
        onChange={setTies}
      />
      <p className="text-xs text-muted">
        Events whose release does not say how they were related are left out.
      </p>
      <ApplyRow
        part={
          ties.length === 0
            ? null
            : { kind: 'relationships', relationships: offered.filter((t) => ties.includes(t)) }
        }
        onApply={onApply}
      />
    </>
  );
}

/** One word as the words filter reads them: letters and digits, an apostrophe inside. */
const ONE_WORD = /^[\p{L}\p{N}]+(?:['’][\p{L}]+)*$/u;

export function WordEditor({ part, onApply }: EditorProps) {
  const [word, setWord] = useState(part?.kind === 'word' ? part.word : '');
  const typed = word.trim();
  const valid = ONE_WORD.test(typed) && typed.length <= 60;
  const hintId = useId();
  return (
    <>
      <Field label="Word the release must say">
        {(id) => (
          <input
            id={id}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            aria-invalid={typed !== '' && !valid}
            aria-describedby={hintId}
            autoComplete="off"
            className={inputClass}
          />
        )}
      </Field>
      <p id={hintId} className={`text-xs ${typed !== '' && !valid ? 'text-error' : 'text-muted'}`}>
        One word (tavern also finds taverns). Words choose the events only when no other filter does.
      </p>
      <ApplyRow part={valid ? { kind: 'word', word: typed, use: 'text' } : null} onApply={onApply} />
    </>
  );
}

const countOrUndefined = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

export function PeopleEditor({ part, terms, onApply }: EditorProps) {
  const condition = part?.kind === 'people' ? part.condition : null;
  const [field, setField] = useState<PeopleField>(condition?.field ?? 'victims');
  const [min, setMin] = useState(condition?.min === undefined ? '' : String(condition.min));
  const [max, setMax] = useState(condition?.max === undefined ? '' : String(condition.max));
  const [low, high] = [countOrUndefined(min), countOrUndefined(max)];
  const valid =
    (low !== undefined || high !== undefined) && (low === undefined || high === undefined || low <= high);
  const next: ReadingPart | null = valid
    ? {
        kind: 'people',
        condition: {
          field,
          ...(low === undefined ? {} : { min: low }),
          ...(high === undefined ? {} : { max: high }),
        },
      }
    : null;
  return (
    <>
      <Field label="Events reporting how many">
        {(id) => (
          <select
            id={id}
            value={field}
            onChange={(event) => setField(event.target.value)}
            className={inputClass}
          >
            {terms.people_fields.map((f) => (
              <option key={f.key} value={f.key}>
                {f.many}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="At least">
          {(id) => (
            <input
              id={id}
              type="number"
              min={0}
              value={min}
              onChange={(event) => setMin(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="At most">
          {(id) => (
            <input
              id={id}
              type="number"
              min={0}
              value={max}
              onChange={(event) => setMax(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <ApplyRow part={next} onApply={onApply} />
    </>
  );
}

/** The measures a person may pick, by a key for the select; the plan's own stays offered when it is another. */
function measureOptions(current: Measure | null, terms: ReadingTerms): [string, Measure][] {
  const fields = terms.people_fields.map((f) => f.key);
  const options: [string, Measure][] = [
    ['events', { kind: 'events' }],
    ...fields.map((field): [string, Measure] => [`sum:${field}`, { kind: 'sum', field }]),
    ...fields.map((field): [string, Measure] => [`average:${field}`, { kind: 'average', field }]),
    ['average:suspect_age', { kind: 'average', field: 'suspect_age' }],
    ['average:victim_age', { kind: 'average', field: 'victim_age' }],
  ];
  const words = (m: Measure) => measureWords(m, terms);
  if (current && !options.some(([, m]) => words(m) === words(current))) options.unshift(['current', current]);
  return options;
}

export function MeasureEditor({ part, terms, onApply }: EditorProps) {
  const current = part?.kind === 'measure' ? part.measure : null;
  const options = measureOptions(current, terms);
  const [key, setKey] = useState(
    options.find(([, m]) => current && measureWords(m, terms) === measureWords(current, terms))?.[0] ??
      'events',
  );
  const measure = options.find(([k]) => k === key)?.[1] ?? null;
  return (
    <>
      <Field label="What to measure">
        {(id) => (
          <select id={id} value={key} onChange={(event) => setKey(event.target.value)} className={inputClass}>
            {options.map(([k, m]) => (
              <option key={k} value={k}>
                {measureWords(m, terms)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ApplyRow part={measure && { kind: 'measure', measure }} onApply={onApply} />
    </>
  );
}

/** Groupings a person may pick; a single incident is a ranking's own, not a grouping. */
const groupings = (terms: ReadingTerms) => terms.dimensions.filter((d) => d.key !== 'event');

export function GroupEditor({ part, terms, onApply }: EditorProps) {
  const [groupBy, setGroupBy] = useState<Dimension>(part?.kind === 'group' ? part.groupBy : 'province');
  const [within, setWithin] = useState<Dimension | ''>(part?.kind === 'group' ? (part.within ?? '') : '');
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Group by">
          {(id) => (
            <select
              id={id}
              value={groupBy}
              onChange={(event) => setGroupBy(event.target.value)}
              className={inputClass}
            >
              {groupings(terms).map((d) => (
                <option key={d.key} value={d.key}>
                  {d.one}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Then by">
          {(id) => (
            <select
              id={id}
              value={within}
              onChange={(event) => setWithin(event.target.value)}
              className={inputClass}
            >
              <option value="">Nothing</option>
              {groupings(terms)
                .filter((d) => d.key !== groupBy)
                .map((d) => (
                  <option key={d.key} value={d.key}>
                    {d.one}
                  </option>
                ))}
            </select>
          )}
        </Field>
      </div>
      <ApplyRow
        part={{ kind: 'group', groupBy, within: within === '' || within === groupBy ? null : within }}
        onApply={onApply}
      />
    </>
  );
}

export function OrderEditor({ part, onApply }: EditorProps) {
  const [order, setOrder] = useState(part?.kind === 'order' ? part.order : 'most');
  const [limit, setLimit] = useState(String(part?.kind === 'order' ? part.limit : 1));
  const top = countOrUndefined(limit);
  const valid = top !== undefined && top >= 1 && top <= 50;
  return (
    <>
      <Choice
        legend="Show the groups with"
        value={order}
        options={[
          ['most', 'The most'],
          ['least', 'The fewest'],
        ]}
        onChange={setOrder}
      />
      <Field label="How many groups (1 to 50)">
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            max={50}
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            aria-invalid={!valid}
            className={inputClass}
          />
        )}
      </Field>
      <ApplyRow part={valid ? { kind: 'order', order, limit: top } : null} onApply={onApply} />
    </>
  );
}

export const EDITORS: Record<EditorKind, (props: EditorProps) => ReactNode> = {
  crimes: CrimeEditor,
  places: PlaceEditor,
  period: PeriodEditor,
  months: MonthsEditor,
  weekdays: WeekdayEditor,
  people: PeopleEditor,
  arrest: ArrestEditor,
  outcomes: OutcomeEditor,
  'has-date': DateKnownEditor,
  relationships: RelationshipEditor,
  word: WordEditor,
  group: GroupEditor,
  measure: MeasureEditor,
  order: OrderEditor,
};
