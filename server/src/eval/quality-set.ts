/**
 * The analyst's quality set: a fixed notebook of demo events and questions whose right answers are
 * computed here by plain filters over the event fields, written apart from the analyst's own code,
 * so a shared mistake cannot make both agree.
 */

import type { Analyse, AnalystFindings, AnswerEvent } from '../answering';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../corpus/calendar';
import { PROVINCES, placesInProvince } from '../corpus/gazetteer';
import { generateDemoReleases } from '../demo/demo-generator';
import { enrichRelease } from '../extraction/enrich';

export const QUALITY_NOTEBOOK_SIZE = 600;
export const QUALITY_NOTEBOOK_SEED = 42;
export const REQUIRED_ACCURACY = 0.9;

/** Demo releases enriched as real ones are, as a notebook with ids 1..size. */
export function demoNotebook(size: number, seed?: number): AnswerEvent[] {
  return [...generateDemoReleases(size, seed)].map((release, i) => {
    const e = enrichRelease(release);
    return {
      id: i + 1,
      title: e.title,
      date: e.date,
      published_date: e.published_date,
      location: e.location,
      province: e.province,
      crime_committed: e.crime_committed,
      summary: e.summary,
      municipality: e.municipality,
      suspects_arrested: e.suspects_arrested,
      suspect_ages: e.suspect_ages,
      victims: e.victims,
      arrest_made: e.arrest_made,
      outcome: e.outcome?.kind ?? null,
    };
  });
}

/** The notebook every question is asked against. */
export function buildQualityNotebook(): AnswerEvent[] {
  return demoNotebook(QUALITY_NOTEBOOK_SIZE, QUALITY_NOTEBOOK_SEED);
}

/** What a right answer must show. Every kind also fixes exactly which events the answer relies on. */
export type Expectation =
  /** The number of events appears in the answer; with none, the answer says so and relies on nothing. */
  | { kind: 'count'; ids: number[] }
  /** Every name appears (the winners of a ranking, or the largest group of a breakdown). */
  | { kind: 'names'; names: string[]; ids: number[] }
  /** Every date appears, written as "12 March 2024". */
  | { kind: 'dates'; dates: string[]; ids: number[] }
  /** Every "label: count" line of a series appears. */
  | { kind: 'series'; points: [string, number][]; ids: number[] }
  /** The answer says the events cannot answer, and relies on no event. */
  | { kind: 'cannot' };

export interface QualityCase {
  question: string;
  /** The intent and filters the question exercises, for the report. */
  covers: string;
  expect(events: readonly AnswerEvent[]): Expectation;
}

export interface QualityResult {
  question: string;
  covers: string;
  pass: boolean;
  /** Why it failed; empty when it passed. */
  problem: string;
  findings: AnalystFindings;
}

// ---- Plain filters over the event fields -------------------------------------------------------

const dayOf = (e: AnswerEvent) => e.date ?? e.published_date;
/** The incident's own date: calendar windows, years and months hold incidents by it, never by publication. */
const incidentDay = (e: AnswerEvent) => e.date ?? '';
const crimesOf = (e: AnswerEvent) => (e.crime_committed ?? '').split(', ').filter(Boolean);
const hasAny =
  (...categories: string[]) =>
  (e: AnswerEvent) =>
    crimesOf(e).some((c) => categories.includes(c));
/** Every category whose name contains the word, as "robberies" covers "Armed robbery" and the rest. */
const hasKindOf = (word: string) => (e: AnswerEvent) =>
  crimesOf(e).some((c) => c.toLowerCase().includes(word));
const inProvince = (province: string) => (e: AnswerEvent) => e.province === province;
/** A calendar window holds incidents by their date; an event known only by its publication date is in none. */
const between = (from: string, to: string) => (e: AnswerEvent) =>
  e.date !== null && e.date >= from && e.date <= to;
const inYear = (year: number) => between(`${year}-01-01`, `${year}-12-31`);

/** A town or city by the gazetteer: its own events and those of the townships and suburbs inside it. */
function inPlace(name: string): (e: AnswerEvent) => boolean {
  const members = new Set<string>();
  for (const province of PROVINCES) {
    for (const town of placesInProvince(province)) {
      if (town.name === name || town.containers.includes(name)) members.add(`${town.name}|${province}`);
    }
  }
  return (e) => {
    const parts = (e.location ?? '').split(', ');
    return members.has(`${parts[0]}|${e.province}`) || parts.includes(name);
  };
}

/** Words anywhere in what the event says. */
const saysAll =
  (...patterns: RegExp[]) =>
  (e: AnswerEvent) => {
    const text = [e.title, e.summary, e.location, e.province, e.crime_committed].join(' ');
    return patterns.every((p) => p.test(text));
  };

const all =
  (...tests: ((e: AnswerEvent) => boolean)[]) =>
  (e: AnswerEvent) =>
    tests.every((t) => t(e));

function idsWhere(events: readonly AnswerEvent[], test: (e: AnswerEvent) => boolean): number[] {
  return events.filter(test).map((e) => e.id);
}

/** The day relative dates are read against: the latest event date of the notebook. */
function latestDay(events: readonly AnswerEvent[]): string {
  return events.map(dayOf).sort().at(-1) ?? '';
}

function written(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

function count(test: (e: AnswerEvent) => boolean): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => ({ kind: 'count', ids: idsWhere(events, test) });
}

/** Groups of the matching events by a key; the winners with ties, or the first `top` and any tied with the last. */
function ranking(
  test: (e: AnswerEvent) => boolean,
  keysOf: (e: AnswerEvent) => string[],
  options: { top?: number; fewest?: boolean } = {},
): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => {
    const groups = new Map<string, number[]>();
    for (const e of events.filter(test)) {
      for (const key of keysOf(e)) groups.set(key, [...(groups.get(key) ?? []), e.id]);
    }
    const sizes = [...groups.values()]
      .map((ids) => ids.length)
      .sort((a, b) => (options.fewest ? a - b : b - a));
    const cutoff = sizes[Math.min(options.top ?? 1, sizes.length) - 1] ?? 0;
    const beats = (n: number) => (options.fewest ? n <= cutoff : n >= cutoff);
    const winners = [...groups].filter(([, ids]) => beats(ids.length));
    const ids = new Set(winners.flatMap(([, ids]) => ids));
    return {
      kind: 'names',
      names: winners.map(([name]) => name),
      ids: events.filter((e) => ids.has(e.id)).map((e) => e.id),
    };
  };
}

const provinceKey = (e: AnswerEvent) => (e.province ? [e.province] : []);
/** "Where" is answered by area: the municipality or metro. */
const areaKey = (e: AnswerEvent) => (e.municipality ? [e.municipality] : []);

/** First or last date of the matching events, and every event on that date. */
function extreme(
  test: (e: AnswerEvent) => boolean,
  which: 'first' | 'last',
): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => {
    const days = events.filter(test).map(dayOf).sort();
    const day = which === 'first' ? days[0] : days.at(-1);
    if (day === undefined) return { kind: 'cannot' };
    return {
      kind: 'dates',
      dates: [written(day)],
      ids: idsWhere(events, (e) => test(e) && dayOf(e) === day),
    };
  };
}

/** Counts per year from the notebook's first year to its last, zero years included. */
function perYear(test: (e: AnswerEvent) => boolean): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => {
    const years = events.map((e) => Number(dayOf(e).slice(0, 4)));
    const points: [string, number][] = [];
    for (let y = Math.min(...years); y <= Math.max(...years); y++) {
      points.push([String(y), events.filter((e) => test(e) && incidentDay(e).startsWith(String(y))).length]);
    }
    return { kind: 'series', points, ids: idsWhere(events, (e) => test(e) && e.date !== null) };
  };
}

function perMonth(
  test: (e: AnswerEvent) => boolean,
  year: number,
): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => {
    const points: [string, number][] = MONTH_NAMES.map((name, i) => {
      const prefix = `${year}-${String(i + 1).padStart(2, '0')}`;
      return [`${name} ${year}`, events.filter((e) => test(e) && incidentDay(e).startsWith(prefix)).length];
    });
    return { kind: 'series', points, ids: idsWhere(events, (e) => test(e) && inYear(year)(e)) };
  };
}

/** Two sides under a common filter: each side's count appears, and the answer relies on both sides. */
function comparison(
  common: (e: AnswerEvent) => boolean,
  sides: [string, (e: AnswerEvent) => boolean][],
): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => {
    const points = sides.map(([label, side]): [string, number] => [
      label,
      events.filter((e) => common(e) && side(e)).length,
    ]);
    const ids = idsWhere(events, (e) => common(e) && sides.some(([, side]) => side(e)));
    return { kind: 'series', points, ids };
  };
}

/** A breakdown: the largest group is named, and every matching event is relied on. */
function breakdown(
  test: (e: AnswerEvent) => boolean,
  keysOf: (e: AnswerEvent) => string[],
): (events: readonly AnswerEvent[]) => Expectation {
  return (events) => {
    const groups = new Map<string, number>();
    for (const e of events.filter(test)) for (const k of keysOf(e)) groups.set(k, (groups.get(k) ?? 0) + 1);
    const largest = [...groups].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return { kind: 'names', names: largest ? [largest[0]] : [], ids: idsWhere(events, test) };
  };
}

const relativeYear = (offset: number) => (events: readonly AnswerEvent[]) =>
  Number(latestDay(events).slice(0, 4)) + offset;

/** "the last 6 months": from the day after the same date six months back, to the latest event date. */
function lastMonths(events: readonly AnswerEvent[], months: number): (e: AnswerEvent) => boolean {
  const end = latestDay(events);
  const date = new Date(`${end}T00:00:00Z`);
  const targetMonth = date.getUTCMonth() - months;
  const back = new Date(Date.UTC(date.getUTCFullYear(), targetMonth, 1));
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(date.getUTCDate(), lastDay) + 1);
  return between(back.toISOString().slice(0, 10), end);
}

const MURDER = hasAny('Murder');
const CARJACKING = hasAny('Carjacking');
// "Hijackings" are car and truck hijackings; "assaults" leave sexual assault to the sexual offences.
const HIJACKING = hasAny('Carjacking', 'Truck hijacking');
const ROBBERY = hasKindOf('robbery');
const BURGLARY = hasKindOf('burglary');
const ASSAULT = hasAny('Assault', 'Assault GBH', 'Common assault');
const DRUGS = hasAny('Dealing in drugs', 'Possession of drugs');

export const QUALITY_CASES: readonly QualityCase[] = [
  // Counts, with every kind of filter.
  {
    question: 'How many murders were there in Gauteng in 2023?',
    covers: 'count; crime, province, year',
    expect: count(all(MURDER, inProvince('Gauteng'), inYear(2023))),
  },
  {
    question: 'How many hijackings happened in KZN?',
    covers: 'count; crime synonym, province abbreviation',
    expect: count(all(HIJACKING, inProvince('KwaZulu-Natal'))),
  },
  {
    question: 'How many robberies were reported last year?',
    covers: 'count; crime family, relative year',
    expect: (events) => count(all(ROBBERY, inYear(relativeYear(-1)(events))))(events),
  },
  {
    question: 'How many events are in this notebook?',
    covers: 'count; no filter',
    expect: count(() => true),
  },
  {
    question: 'How many rapes since 2022?',
    covers: 'count; since',
    expect: count(all(hasAny('Rape'), (e) => incidentDay(e) >= '2022-01-01')),
  },
  {
    question: 'How many burglaries before 2021?',
    covers: 'count; crime family, before',
    expect: count(all(BURGLARY, (e) => e.date !== null && incidentDay(e) < '2021-01-01')),
  },
  {
    question: 'How many murders in Soweto?',
    covers: 'count; township and its suburbs',
    expect: count(all(MURDER, inPlace('Soweto'))),
  },
  {
    question: 'Number of drug cases in the Western Cape',
    covers: 'count; crime synonym, province',
    expect: count(all(DRUGS, inProvince('Western Cape'))),
  },
  {
    question: 'How many kidnappings in the last 6 months?',
    covers: 'count; rolling window',
    expect: (events) => count(all(hasAny('Kidnapping'), lastMonths(events, 6)))(events),
  },
  {
    question: 'How many events in March 2024?',
    covers: 'count; month and year',
    expect: count(between('2024-03-01', '2024-03-31')),
  },
  {
    question: 'Were there any carjackings in Limpopo between June and August 2024?',
    covers: 'yes/no count; month range',
    expect: count(all(CARJACKING, inProvince('Limpopo'), between('2024-06-01', '2024-08-31'))),
  },
  {
    question: 'How many assaults in Durban?',
    covers: 'count; crime family, city',
    expect: count(all(ASSAULT, inPlace('Durban'))),
  },
  {
    question: 'how many murders in cape town',
    covers: 'count; lower-case place',
    expect: count(all(MURDER, inPlace('Cape Town'))),
  },
  // Lists.
  {
    question: 'List the kidnappings in 2024',
    covers: 'list; crime, year',
    expect: count(all(hasAny('Kidnapping'), inYear(2024))),
  },
  {
    question: 'Show me the rapes in the Eastern Cape this year',
    covers: 'list; relative "this year"',
    expect: (events) =>
      count(all(hasAny('Rape'), inProvince('Eastern Cape'), inYear(relativeYear(0)(events))))(events),
  },
  {
    question: 'Which events involved a taxi driver?',
    covers: 'list; text relevance',
    expect: count(saysAll(/\btaxi\b/i, /\bdrivers?\b/i)),
  },
  { question: 'List the events in Pretoria', covers: 'list; city', expect: count(inPlace('Pretoria')) },
  // Rankings.
  {
    question: 'Which province has the most murders?',
    covers: 'which-most; province',
    expect: ranking(MURDER, provinceKey),
  },
  {
    question: 'What is the most common crime?',
    covers: 'which-most; crime',
    expect: ranking(() => true, crimesOf),
  },
  {
    question: 'Top 3 provinces for house robberies',
    covers: 'which-most; top N',
    expect: ranking(hasAny('House robbery'), provinceKey, { top: 3 }),
  },
  {
    question: 'Which year had the most hijackings?',
    covers: 'which-most; year',
    expect: ranking(HIJACKING, (e) => (e.date ? [e.date.slice(0, 4)] : [])),
  },
  {
    question: 'What is the most common crime in KwaZulu-Natal?',
    covers: 'which-most; crime within province',
    expect: ranking(inProvince('KwaZulu-Natal'), crimesOf),
  },
  {
    question: 'Which province had the fewest events?',
    covers: 'which-most; fewest',
    expect: ranking(() => true, provinceKey, { fewest: true }),
  },
  {
    question: 'Which day of the week has the most murders?',
    covers: 'which-most; weekday',
    expect: ranking(
      all(MURDER, (e) => e.date !== null),
      (e) => [WEEKDAY_NAMES[new Date(`${e.date}T00:00:00Z`).getUTCDay()] ?? ''],
    ),
  },
  {
    question: 'Where do most house robberies happen?',
    covers: 'which-most; area',
    expect: ranking(hasAny('House robbery'), areaKey),
  },
  {
    question: 'In which month of the year are most assaults reported?',
    covers: 'which-most; month of year',
    // As with weekdays, an event known only by its publication date has no month of the incident.
    expect: ranking(
      all(ASSAULT, (e) => e.date !== null),
      (e) => [MONTH_NAMES[Number(dayOf(e).slice(5, 7)) - 1] ?? ''],
    ),
  },
  // When.
  {
    question: 'When was the first kidnapping?',
    covers: 'when; earliest',
    expect: extreme(hasAny('Kidnapping'), 'first'),
  },
  {
    question: 'When was the most recent murder in Gauteng?',
    covers: 'when; latest with place',
    expect: extreme(all(MURDER, inProvince('Gauteng')), 'last'),
  },
  {
    question: 'What was the latest event in the notebook?',
    covers: 'when; latest overall',
    expect: extreme(() => true, 'last'),
  },
  {
    question: 'When did the rhino poaching incidents happen?',
    covers: 'when; all dates',
    expect: (events) => {
      const days = events.filter(hasAny('Rhino poaching')).map(dayOf).sort();
      const first = days[0];
      const last = days.at(-1);
      if (!first || !last) return { kind: 'cannot' };
      return {
        kind: 'dates',
        dates: [written(first), written(last)],
        ids: idsWhere(events, hasAny('Rhino poaching')),
      };
    },
  },
  // Where.
  {
    question: 'Where did the rapes happen in 2024?',
    covers: 'where; crime, year',
    expect: breakdown(all(hasAny('Rape'), inYear(2024)), areaKey),
  },
  {
    question: 'In which provinces were there hijackings?',
    covers: 'where; by province',
    expect: breakdown(HIJACKING, provinceKey),
  },
  // Trends.
  { question: 'Are murders rising?', covers: 'trend; yearly', expect: perYear(MURDER) },
  { question: 'How many hijackings per year?', covers: 'trend; per year', expect: perYear(HIJACKING) },
  {
    question: 'Murders per month in 2021',
    covers: 'trend; monthly within a year',
    expect: perMonth(MURDER, 2021),
  },
  // Comparisons.
  {
    question: 'Compare murders in Gauteng and KwaZulu-Natal',
    covers: 'compare; two provinces',
    expect: comparison(MURDER, [
      ['Gauteng', inProvince('Gauteng')],
      ['KwaZulu-Natal', inProvince('KwaZulu-Natal')],
    ]),
  },
  {
    question: 'Were there more hijackings in 2023 than in 2024?',
    covers: 'compare; two years',
    expect: comparison(HIJACKING, [
      ['2023', inYear(2023)],
      ['2024', inYear(2024)],
    ]),
  },
  {
    question: 'Compare rapes and sexual assaults',
    covers: 'compare; two crimes',
    expect: comparison(
      () => true,
      [
        ['rape', hasAny('Rape')],
        ['sexual assault', hasAny('Sexual assault')],
      ],
    ),
  },
  // Summaries.
  {
    question: 'Summarise the events in Soweto',
    covers: 'summarise; place',
    expect: count(inPlace('Soweto')),
  },
  {
    question: 'What happened in March 2024?',
    covers: 'summarise; month',
    expect: count(between('2024-03-01', '2024-03-31')),
  },
  {
    question: 'Give me an overview of crime in Durban',
    covers: 'summarise; city',
    expect: count(inPlace('Durban')),
  },
  // Questions the events cannot answer.
  {
    question: 'Who is the police minister?',
    covers: 'cannot answer; outside knowledge',
    expect: () => ({ kind: 'cannot' }),
  },
  {
    question: 'What is the weather in Cape Town?',
    covers: 'cannot answer; outside knowledge with a place',
    expect: () => ({ kind: 'cannot' }),
  },
  {
    question: 'How many reckless driving cases are there?',
    covers: 'cannot answer (when absent); crime',
    expect: count(hasAny('Reckless and negligent driving')),
  },
  {
    question: 'How many murders were there in 2010?',
    covers: 'cannot answer; dates outside the notebook',
    expect: count(all(MURDER, inYear(2010))),
  },
  {
    question: 'Were there any murders in Sandton?',
    covers: 'cannot answer (when absent); suburb',
    expect: count(all(MURDER, inPlace('Sandton'))),
  },
  {
    question: 'What did the president say about crime?',
    covers: 'cannot answer; outside knowledge',
    expect: () => ({ kind: 'cannot' }),
  },
];

// ---- Checking an answer ------------------------------------------------------------------------

const SAYS_CANNOT = /\b(?:do not say|none of|no event|no events|nothing to answer|cannot)\b/i;

function sameIds(expected: readonly number[], actual: readonly number[]): string {
  const want = new Set(expected);
  const got = new Set(actual);
  const missing = [...want].filter((id) => !got.has(id));
  const extra = [...got].filter((id) => !want.has(id));
  if (missing.length === 0 && extra.length === 0) return '';
  return `events used differ: ${missing.length} missing (${missing.slice(0, 5).join(', ')}), ${extra.length} extra (${extra.slice(0, 5).join(', ')})`;
}

function saysNumber(text: string, n: number): boolean {
  return new RegExp(`(?<![\\d#])${n}(?![\\d])`).test(text);
}

/** Why the findings do not meet the expectation; empty when they do. */
export function checkFindings(
  expected: Expectation,
  findings: Pick<AnalystFindings, 'text' | 'usedEventIds'>,
): string {
  const { text, usedEventIds } = findings;
  const nothingFound =
    expected.kind === 'cannot' ||
    (expected.kind !== 'names' &&
      expected.kind !== 'dates' &&
      expected.kind !== 'series' &&
      expected.ids.length === 0);
  if (nothingFound) {
    if (!SAYS_CANNOT.test(text)) return 'should say the events hold no answer';
    return usedEventIds.length > 0 ? `should use no events, used ${usedEventIds.length}` : '';
  }
  switch (expected.kind) {
    case 'count':
      if (!saysNumber(text, expected.ids.length)) return `should say ${expected.ids.length}`;
      return sameIds(expected.ids, usedEventIds);
    case 'names': {
      const missing = expected.names.filter((name) => !text.includes(name));
      if (missing.length > 0) return `should name ${missing.join(', ')}`;
      return sameIds(expected.ids, usedEventIds);
    }
    case 'dates': {
      const missing = expected.dates.filter((date) => !text.includes(date));
      if (missing.length > 0) return `should give the date ${missing.join(', ')}`;
      return sameIds(expected.ids, usedEventIds);
    }
    case 'series': {
      const missing = expected.points.filter(
        ([label, n]) =>
          !text
            .split('\n')
            .some((line) => line.toLowerCase().includes(label.toLowerCase()) && saysNumber(line, n)),
      );
      if (missing.length > 0)
        return `should show ${missing.map(([label, n]) => `${label}: ${n}`).join(', ')}`;
      return sameIds(expected.ids, usedEventIds);
    }
  }
}

/** Asks every question of the quality set and checks each answer. */
export function runQualitySet(
  analyse: Analyse,
  events: readonly AnswerEvent[] = buildQualityNotebook(),
): QualityResult[] {
  const notebook = [...events];
  return QUALITY_CASES.map((c) => {
    const findings = analyse(c.question, notebook);
    const problem = checkFindings(c.expect(notebook), findings);
    return { question: c.question, covers: c.covers, pass: problem === '', problem, findings };
  });
}

export function accuracyOf(results: readonly QualityResult[]): number {
  return results.length === 0 ? 0 : results.filter((r) => r.pass).length / results.length;
}
