import type { ReadingTerms } from '@workbench/contract/questions';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { inputClass } from '../../../components/TextField';
import {
  DIMENSIONS,
  type Dimension,
  dimensionNoun,
  joinOr,
  type Measure,
  MONTHS,
  measureWords,
  PEOPLE_FIELDS,
  type PeopleField,
  type PlanCrime,
  peopleNoun,
  periodWords,
  type ReadingPart,
  WEEKDAYS,
} from '../reading';

/** The kinds of part an editor can write, and the words that name each in "Add a filter". */
export const EDITOR_KINDS = {
  crimes: 'Crime',
  places: 'Place',
  period: 'Period',
  weekdays: 'Day of the week',
  people: 'People',
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
  terms?: ReadingTerms;
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
  for (const term of terms?.crimes ?? []) {
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
  for (const place of terms?.places ?? [])
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

export function PeriodEditor({ part, onApply }: EditorProps) {
  const period = part?.kind === 'period' ? part.period : null;
  const [from, setFrom] = useState(period?.from ?? '');
  const [to, setTo] = useState(period?.to ?? '');
  const [year, setYear] = useState(period?.from?.slice(0, 4) ?? '');
  const [partOfYear, setPartOfYear] = useState('');
  const setWindow = (yearText: string, partKey: string) => {
    const found = PARTS_OF_YEAR.find(([key]) => key === partKey);
    if (!found || !/^\d{4}$/.test(yearText)) return;
    const [start, end] = found[2](Number(yearText));
    setFrom(start);
    setTo(end);
  };
  const valid = (from !== '' || to !== '') && (from === '' || to === '' || from <= to);
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
        <Field label="From">
          {(id) => (
            <input
              id={id}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="To">
          {(id) => (
            <input
              id={id}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={from !== '' && to !== '' && from > to}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {from !== '' && to !== '' && from > to && (
        <p className="text-xs text-error">The end of the period comes before its start.</p>
      )}
      <ApplyRow part={next} onApply={onApply} />
    </>
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
      <fieldset className="flex flex-col gap-1">
        <legend className={labelClass}>Days of the week</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 pt-1 sm:grid-cols-4">
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={() =>
                  setDays((chosen) =>
                    chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day],
                  )
                }
                className={checkClass}
              />
              {WEEKDAYS[day]}
            </label>
          ))}
        </div>
      </fieldset>
      <ApplyRow part={next} onApply={onApply} />
    </>
  );
}

const countOrUndefined = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

export function PeopleEditor({ part, onApply }: EditorProps) {
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
            onChange={(event) => setField(event.target.value as PeopleField)}
            className={inputClass}
          >
            {PEOPLE_FIELDS.map((f) => (
              <option key={f} value={f}>
                {peopleNoun(f)}
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
function measureOptions(current: Measure | null): [string, Measure][] {
  const options: [string, Measure][] = [
    ['events', { kind: 'events' }],
    ...PEOPLE_FIELDS.map((field): [string, Measure] => [`sum:${field}`, { kind: 'sum', field }]),
    ...PEOPLE_FIELDS.map((field): [string, Measure] => [`average:${field}`, { kind: 'average', field }]),
    ['average:suspect_age', { kind: 'average', field: 'suspect_age' }],
    ['average:victim_age', { kind: 'average', field: 'victim_age' }],
  ];
  if (current && !options.some(([, m]) => measureWords(m) === measureWords(current)))
    options.unshift(['current', current]);
  return options;
}

export function MeasureEditor({ part, onApply }: EditorProps) {
  const current = part?.kind === 'measure' ? part.measure : null;
  const options = measureOptions(current);
  const [key, setKey] = useState(
    options.find(([, m]) => current && measureWords(m) === measureWords(current))?.[0] ?? 'events',
  );
  const measure = options.find(([k]) => k === key)?.[1] ?? null;
  return (
    <>
      <Field label="What to measure">
        {(id) => (
          <select id={id} value={key} onChange={(event) => setKey(event.target.value)} className={inputClass}>
            {options.map(([k, m]) => (
              <option key={k} value={k}>
                {measureWords(m)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ApplyRow part={measure && { kind: 'measure', measure }} onApply={onApply} />
    </>
  );
}

export function GroupEditor({ part, onApply }: EditorProps) {
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
              onChange={(event) => setGroupBy(event.target.value as Dimension)}
              className={inputClass}
            >
              {DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {dimensionNoun(d)}
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
              onChange={(event) => setWithin(event.target.value as Dimension | '')}
              className={inputClass}
            >
              <option value="">Nothing</option>
              {DIMENSIONS.filter((d) => d !== groupBy).map((d) => (
                <option key={d} value={d}>
                  {dimensionNoun(d)}
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
  weekdays: WeekdayEditor,
  people: PeopleEditor,
  group: GroupEditor,
  measure: MeasureEditor,
  order: OrderEditor,
};
