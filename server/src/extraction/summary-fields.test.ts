// Every event summary is read back against the event's own checked fields: a summary that says someone
// was arrested where the arrest fields say nobody was, names victims the people fields do not hold (or of
// another sex), a crime the event does not have, another place or another date contradicts its event.
// Run over the whole synthetic demo corpus (as a first start seeds it) and the tune part of the
// development set (releases.jsonl and tune.jsonl; the blind part is never read here).
import { beforeAll, describe, expect, it } from 'vitest';
import { dayMonthYear, MONTH_NAMES } from '../corpus/calendar';
import { CRIME_CATEGORIES } from '../corpus/crimes';
import { findPlaces } from '../corpus/gazetteer';
import type { EnrichedEvent } from '../corpus/types';
import { DEFAULT_DEMO_EVENTS } from '../demo/demo-corpus';
import { generateDemoReleases } from '../demo/demo-generator';
import { readDevPart } from '../eval/dev-set';
import { enrichRelease } from './enrich';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const MALE = /^(?:man|men|boys?|males?|fathers?|grandfathers?|husbands?|brothers?|sons?)$/i;
const FEMALE = /^(?:wom[ae]n|girls?|females?|mothers?|grandmothers?|wives|wife|sisters?|daughters?)$/i;
const PERSON =
  /^(?:m[ae]n|wom[ae]n|boys?|girls?|males?|females?|suspects?|people|persons?|victims?|child(?:ren)?|officers?|teenagers?|[a-z]+ers?)$/i;

interface People {
  /** null where the words give no number ("suspects", "the accused", "at least one suspect"). */
  count: number | null;
  male: number;
  female: number;
  ages: number[];
}

/** "a 45-year-old man and two women", "Two suspects aged 23 and 31", "25 illegal miners". */
function peopleIn(phrase: string): People {
  const result: People = { count: 0, male: 0, female: 0, ages: [] };
  for (const m of phrase.matchAll(/\b(\d{1,3})(?:-year-old\b| years old\b)/g)) result.ages.push(Number(m[1]));
  const aged = phrase.match(/\baged ([\d, and]+)/);
  if (aged?.[1]) for (const m of aged[1].matchAll(/\d+/g)) result.ages.push(Number(m[0]));
  if (/^(?:the accused|at least|suspects\b)/i.test(phrase.trim())) result.count = null;
  for (const group of phrase.split(
    /,\s*(?:and\s+)?|\s+and\s+(?=(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\b)/i,
  )) {
    const words = group.trim().split(/\s+/);
    const first = (words[0] ?? '').toLowerCase();
    const n = /^\d+$/.test(first) ? Number(first) : NUMBER_WORDS[first];
    const noun = words.find((w, i) => i > 0 && (MALE.test(w) || FEMALE.test(w) || PERSON.test(w)));
    if (n === undefined || noun === undefined) continue;
    if (result.count !== null) result.count += n;
    if (MALE.test(noun)) result.male += n;
    if (FEMALE.test(noun)) result.female += n;
  }
  if (result.count === 0) result.count = null;
  return result;
}

const SAYS_ARRESTED =
  /\b(?:was|were|been) (?:arrested|sentenced|convicted|charged)\b|(?<!\bno )\barrests? (?:was|were|has been|have been) made\b/i;
const SAYS_NO_ARREST =
  /\bno (?:arrests?|one|suspects?) (?:has|have) (?:yet )?been (?:made|arrested)|\bno arrests?\b|\bnot (?:yet )?been arrested\b/i;
const COURT = /\b(?:in|before) the [^.;]*?\bCourt\b(?: on \d{1,2} [A-Z][a-z]+ \d{4})?/g;
const FULL_DATE = new RegExp(String.raw`\b\d{1,2} (?:${MONTH_NAMES.join('|')}) \d{4}\b`, 'g');
const MONTH_YEAR = new RegExp(String.raw`\bin (${MONTH_NAMES.join('|')}) (\d{4})\b`, 'g');
const CRIME_NAMES = [...CRIME_CATEGORIES].sort((a, b) => b.length - a.length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function crimesNamed(summary: string): Set<string> {
  let rest = summary.toLowerCase();
  const named = new Set<string>();
  for (const crime of CRIME_NAMES) {
    const pattern = new RegExp(`(?<![\\w-])${escapeRegExp(crime.toLowerCase())}(?![\\w-])`, 'g');
    if (pattern.test(rest)) {
      named.add(crime);
      rest = rest.replace(pattern, ' ');
    }
  }
  if (/\breported missing\b/.test(rest)) named.add('Missing person');
  return named;
}

function checkPeople(
  what: string,
  said: People,
  count: number | null,
  male: number | null,
  female: number | null,
  ages: readonly number[],
  atMost: boolean,
): string[] {
  const out: string[] = [];
  if (said.count !== null && count !== null && (atMost ? said.count > count : said.count !== count))
    out.push(`${what}: says ${said.count}, field ${count}`);
  if (said.count !== null && count === null && !atMost)
    out.push(`${what}: says ${said.count}, field unknown`);
  const sexCheck = (sex: 'male' | 'female', field: number | null) => {
    const n = said[sex];
    if (n > 0 && (field === null || n > field)) out.push(`${what}: says ${n} ${sex}, field ${field}`);
    if (
      !atMost &&
      said.count !== null &&
      said.male + said.female === said.count &&
      field !== null &&
      n !== field
    )
      out.push(`${what}: says ${n} ${sex}, field ${field}`);
  };
  sexCheck('male', male);
  sexCheck('female', female);
  for (const age of said.ages)
    if (!ages.includes(age)) out.push(`${what}: says aged ${age}, field ${ages.join('|')}`);
  return out;
}

/** What a summary says that its event's fields do not. */
function contradictions(e: EnrichedEvent): string[] {
  const out: string[] = [];
  const summary = e.summary;
  const withoutCourt = summary.replace(COURT, ' ');

  // Arrest: said iff the arrest fields say so.
  const fieldsArrest = e.arrest_made === true || (e.suspects_arrested ?? 0) > 0;
  const saysArrest = SAYS_ARRESTED.test(summary);
  if (saysArrest && !fieldsArrest) out.push('says someone was arrested; fields say nobody was');
  if (!saysArrest && fieldsArrest) out.push('fields say someone was arrested; summary does not');
  if (SAYS_NO_ARREST.test(summary) && e.arrest_made !== false) out.push('says no arrest; fields disagree');

  // People: the arrested and the victims, by number, sex and age.
  const arrested = summary.match(
    /(?:^|[.;] )([A-Z][^.;]*?) (?:was|were) (?:arrested|sentenced|convicted|charged)\b/,
  );
  if (arrested?.[1]) {
    const said = peopleIn(arrested[1]);
    out.push(
      ...checkPeople(
        'arrested',
        said,
        e.suspects_arrested,
        e.suspects.male,
        e.suspects.female,
        e.suspect_ages,
        false,
      ),
    );
  }
  const victims =
    summary.match(/\bthe victims? (?:was|were) ([^.;]+)/i)?.[1] ??
    summary.match(/^([^.;]+?) (?:was|were) reported missing\b/)?.[1];
  if (victims) {
    const said = peopleIn(victims);
    const v = e.victims;
    out.push(...checkPeople('victims', said, v.count, v.male, v.female, v.ages, false));
  }

  // Crimes: those named are the event's, and all of the event's are named.
  const fieldCrimes = new Set((e.crime_committed ?? '').split(', ').filter(Boolean));
  const named = crimesNamed(withoutCourt);
  for (const c of named)
    if (!fieldCrimes.has(c)) out.push(`names crime ${c}; fields ${[...fieldCrimes].join('|')}`);
  for (const c of fieldCrimes) if (!named.has(c)) out.push(`leaves out crime ${c}`);

  // Date: any day named outside a court clause is the incident's; a month alone is the incident's month.
  for (const m of withoutCourt.matchAll(FULL_DATE)) {
    if (e.date === null || m[0] !== dayMonthYear(e.date)) out.push(`says ${m[0]}; field date ${e.date}`);
  }
  for (const m of withoutCourt.matchAll(MONTH_YEAR)) {
    const month = `${m[2]}-${String((MONTH_NAMES as readonly string[]).indexOf(m[1] ?? '') + 1).padStart(2, '0')}`;
    if (e.incident_month !== month && e.date?.slice(0, 7) !== month)
      out.push(`says ${m[0]}; field month ${e.incident_month ?? e.date}`);
  }

  // Place: every place named outside a court is the event's.
  const own = [e.location, e.town, e.municipality, e.province].filter((p): p is string => p !== null);
  for (const mention of findPlaces(withoutCourt)) {
    // "Alexandria. A" is read as the census place "Alexandria A": the words up to the full stop are the place.
    const names = [
      mention.text,
      mention.text.split(/[.;]/)[0] ?? '',
      ...mention.candidates.map((c) => c.name),
    ]
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean);
    if (!own.some((p) => names.some((n) => p.toLowerCase().includes(n))))
      out.push(`names place ${mention.text}; field ${e.location}`);
  }
  return out;
}

function devEvents(): EnrichedEvent[] {
  return readDevPart('tune').map((row) =>
    enrichRelease({
      title: row.title,
      published_date: row.published_date,
      text: row.context,
      source_url: row.source_url,
    }),
  );
}

function report(events: EnrichedEvent[]): string[] {
  const kinds = new Map<string, number>();
  for (const e of events)
    for (const k of new Set(contradictions(e).map((c) => c.replace(/\d+|field .*|says .*?;|crime .*/g, '#'))))
      kinds.set(k, (kinds.get(k) ?? 0) + 1);
  require('node:fs').appendFileSync(
    '/tmp/kinds.txt',
    `${events.length} ${JSON.stringify([...kinds].sort((a, b) => b[1] - a[1]))}\n`,
  );
  return events
    .map((e) => ({ e, found: contradictions(e) }))
    .filter(({ found }) => found.length > 0)
    .map(({ e, found }) => `${e.source_url}: ${e.summary}\n    ${found.join('\n    ')}`);
}

const DEMO_SAMPLE_EVERY = 5;

describe('summaries agree with their events', () => {
  let demo: EnrichedEvent[] = [];
  let dev: EnrichedEvent[] = [];
  beforeAll(() => {
    // Every fifth release of the served corpus: each template and place list is met many times over,
    // and the lane stays inside CI's time (the whole corpus took 45 s of a worker's time).
    demo = [...generateDemoReleases(DEFAULT_DEMO_EVENTS, 1)]
      .filter((_, at) => at % DEMO_SAMPLE_EVERY === 0)
      .map((r) => enrichRelease(r));
    dev = devEvents();
  }, 300_000);

  it('the checker catches each kind of contradiction', () => {
    const event = enrichRelease({
      title: 'Murder in Soweto',
      published_date: '2024-06-04',
      text: 'On Sunday 2 June 2024 a 45-year-old man was shot dead in Soweto. Nobody has been arrested.',
      source_url: 'https://example.invalid/1',
    });
    expect(contradictions(event)).toEqual([]);
    const say = (summary: string) => contradictions({ ...event, summary });
    expect(say(event.summary.replace('.', '. A suspect was arrested.'))).toContain(
      'says someone was arrested; fields say nobody was',
    );
    expect(say('Murder in Soweto on 2 June 2024; the victims were two women.').length).toBeGreaterThan(0);
    expect(
      say('Murder in Soweto on 2 June 2024; the victim was a 45-year-old woman.').length,
    ).toBeGreaterThan(0);
    expect(say('Murder in Soweto on 2 June 2024; the victim was a 30-year-old man.').length).toBeGreaterThan(
      0,
    );
    expect(say('Rape in Soweto on 2 June 2024.').length).toBeGreaterThan(0);
    expect(say('Murder in Durban on 2 June 2024.').length).toBeGreaterThan(0);
    expect(say('Murder in Soweto on 3 June 2024.').length).toBeGreaterThan(0);
  });

  it('on every fifth release of the demo corpus', () => {
    expect(demo).toHaveLength(DEFAULT_DEMO_EVENTS / DEMO_SAMPLE_EVERY);
    const found = report(demo);
    expect(found.slice(0, 20), `${found.length} of ${demo.length} demo summaries`).toEqual([]);
  });

  it('on the tune part of the development set', () => {
    expect(dev.length).toBeGreaterThanOrEqual(200);
    const found = report(dev);
    expect(found.slice(0, 20), `${found.length} of ${dev.length} development summaries`).toEqual([]);
  });
});
