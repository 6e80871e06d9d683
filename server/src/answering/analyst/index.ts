import type { z } from 'zod';
import { formatDay, isValidIsoDate } from '../../corpus/calendar';
import { isLocalMunicipalityName } from '../../corpus/gazetteer';
import type { Analyse, AnalysePlan, AnalystFindings, AnswerEngine } from '../engine';
import { composeAnswer } from './compose';
import { exactRange, plural } from './format';
import {
  type Notebook,
  notebookNames,
  notebookPlaceNames,
  prepareNotebook,
  saysStem,
} from './notebook-events';
import { isInPlace } from './place-terms';
import { planOf, readingOf, UnknownPlanTerm } from './plan';
import { type Plan, planSchema } from './plan-schema';
import { type SupportedEvent, type SupportSpan, supportingSpans } from './support';

export { type Plan, planSchema } from './plan-schema';
export type { SupportedEvent, SupportKind, SupportSpan } from './support';
export { UnknownPlanTerm };

import { askingContext, headingSpans, pointsBackToPlace, statementSpans } from './asking-context';
import { withThatDateNamed, withThemNamed } from './back-reference';
import { findCrimeMentions } from './crime-terms';
import { readDefinedTerms } from './defined-terms';
import { readElidedCrimes } from './elided-crimes';
import { nameWordsOf } from './filters/names';
import { readFormulaForms } from './formula-forms';
import { readNewsroomWords } from './newsroom-words';
import { readPandasForms } from './pandas-forms';
import { readRForms } from './r-forms';
import { withPossessiveShare } from './share-base';
import {
  correctComparedThen,
  correctSpelling,
  correctToNotebookNames,
  correctToNotebookPlaces,
} from './spelling';
import { readSpokenForms } from './spoken-forms';
import { readSqlForms } from './sql-forms';
import {
  type Correction,
  type QuestionReading,
  type TopicWord,
  understandQuestion,
} from './understand-question';
import { readUrlForms } from './url-forms';
import { NON_TOPIC_WORDS, stem, wordsOf } from './words';

/**
 * Reads a question with its newsroom words written out ("CIT heists", "NMB"), and again with its
 * misspelt crime and place words written right when the first reading left them unused.
 */
function readQuestion(
  asked: string,
  reference: string,
  referenceIsToday: boolean,
  isRealWord?: (word: string) => boolean,
): QuestionReading {
  const defined = readDefinedTerms(asked);
  const url = readUrlForms(defined.question);
  const sql = readSqlForms(url.question);
  const pandas = readPandasForms(sql.question);
  const r = readRForms(pandas.question);
  const formulas = readFormulaForms(r.question);
  const spoken = readSpokenForms(formulas.question);
  const them = withThemNamed(spoken.question);
  const thatDate = withThatDateNamed(them.question);
  const compared = correctComparedThen(thatDate.question);
  const newsroom = readNewsroomWords(compared.question);
  const elided = readElidedCrimes(withPossessiveShare(newsroom.question));
  const question = elided.question;
  const rewritten = [
    ...defined.corrections,
    ...url.corrections,
    ...sql.corrections,
    ...pandas.corrections,
    ...r.corrections,
    ...formulas.corrections,
    ...spoken.corrections,
    ...them.corrections,
    ...thatDate.corrections,
    ...compared.corrections,
    ...newsroom.corrections,
    ...elided.corrections,
  ];
  const first = understandQuestion(question, reference, referenceIsToday);
  const spelling = correctSpelling(
    question,
    [...first.names, ...first.topics, ...statementWords(question)],
    isRealWord,
  );
  if (spelling.corrections.length === 0) return { ...first, corrections: rewritten };
  // "fatal incidnets": a word put right may complete a newsroom phrase ("fatal incidents").
  const respelled = readNewsroomWords(spelling.question);
  return {
    ...understandQuestion(respelled.question, reference, referenceIsToday),
    corrections: [...rewritten, ...spelling.corrections, ...respelled.corrections],
  };
}

/**
 * Words of the statements around the ask that no reader knows ("Hijackings that also came with a
 * kidnaping charge. How many?"): statements are no topics, but a crime misspelt in one is still the
 * crime meant.
 */
function statementWords(question: string): TopicWord[] {
  // "A listener in Mphumalanga wants to know: how many cases over there ...": a name in the words set
  // aside as who asks may be the place the ask points back to, so it is put right too.
  const contextNames = (pointsBackToPlace(question) ? askingContext(question) : []).flatMap((s) =>
    (question.slice(s.start, s.end).match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).map((w) => w.toLowerCase()),
  );
  return [
    ...[...statementSpans(question), ...headingSpans(question)].flatMap((s) =>
      wordsOf(question.slice(s.start, s.end)),
    ),
    ...contextNames,
  ]
    .filter((word) => !NON_TOPIC_WORDS.has(word) && findCrimeMentions(word).length === 0)
    .map((word) => ({ word, stem: stem(word) }));
}

/** The rule reader's plan for a question, checked by the schema every plan must pass. */
export function planQuestion(question: string, reference: string): Plan {
  return planSchema.parse(planOf(readQuestion(question, reference, false)));
}

/**
 * The words of an event that bear out a question: the rule reader's plan for it (or the edited plan
 * the answer was computed from, when given), resolved as an answer resolves it, matched against the
 * event's title and release. Relative dates are read against the event's own date; only which
 * filters the plan has matters here, not their ranges.
 */
export function questionSupport(
  question: string,
  event: SupportedEvent,
  editedPlan?: unknown,
): SupportSpan[] {
  const reference = event.date ?? event.published_date;
  const plan =
    editedPlan === undefined ? planQuestion(question.trim(), reference) : planSchema.parse(editedPlan);
  const context = { reference, referenceIsToday: false, ignored: [] };
  return supportingSpans(readingOf(plan, question.trim(), context), event);
}

/** What the analyst understood, for the model engine (and a reader of the facts) to check it against. */
function readingFacts(reading: QuestionReading, notebook: Notebook): string[] {
  const facts: string[] = [];
  const filters = [
    reading.crimes.length > 0 ? `crime ${reading.crimes.map((c) => c.label).join(' or ')}` : '',
    reading.places.length > 0 ? `place ${reading.places.map((p) => p.label).join(' or ')}` : '',
    reading.periods.length > 0 ? `dates ${reading.periods.map((p) => exactRange(p.range)).join(' or ')}` : '',
    reading.weekdays.length > 0 ? `days ${reading.weekdays.map((w) => w.label).join(' or ')}` : '',
  ].filter((f) => f.length > 0);
  facts.push(
    `The question was read as: ${reading.intent}${filters.length > 0 ? `; ${filters.join('; ')}` : ''}.`,
  );
  const relative = reading.periods.filter((p) => p.relative);
  if (relative.length > 0) {
    const against = reading.referenceIsToday ? "today's date" : 'the latest event date in this notebook';
    for (const p of relative) {
      facts.push(
        `"${p.phrase}" was read as ${exactRange(p.range)}, counting from ${formatDay(reading.reference)} (${against}).`,
      );
    }
  }
  if (notebook.first && notebook.last) {
    facts.push(
      `The notebook holds ${plural(notebook.events.length, 'event')}, dated ${formatDay(notebook.first)} to ${formatDay(notebook.last)}.`,
    );
  }
  const undated = notebook.events.filter((e) => e.datedByPublication).length;
  if (undated > 0)
    facts.push(
      `${plural(undated, 'event has', 'events have')} no incident date; their publication date is used.`,
    );
  return facts;
}

/**
 * The built-in analyst: reads the question, picks the events that answer it and writes the answer
 * from computed facts. Deterministic and offline; relative dates are read against `today` when
 * given, else against the notebook's latest event date, so the same notebook always gets the same answer.
 */
function referenceFor(notebook: Notebook, today: string | undefined): string {
  return today !== undefined && isValidIsoDate(today) ? today : (notebook.last ?? '1970-01-01');
}

/**
 * A name no event's release says chooses nothing: it is handed back to the words the answer could
 * not use, so the answer says so rather than finding no event.
 */
function withNamesTheNotebookSays(reading: QuestionReading, notebook: Notebook): QuestionReading {
  const unsaid = reading.names.filter((n) => !notebook.events.some((e) => saysStem(e, n.stem)));
  if (unsaid.length === 0) return reading;
  return {
    ...reading,
    names: reading.names.filter((n) => !unsaid.includes(n)),
    topics: [...reading.topics, ...unsaid.filter((n) => !reading.topics.some((t) => t.stem === n.stem))],
  };
}

/** Executes a plan over the notebook: the only way events are read, whoever wrote the plan. */
function execute(
  plan: Plan,
  question: string,
  notebook: Notebook,
  context: Parameters<typeof readingOf>[2],
): AnalystFindings {
  const reading = withNamesTheNotebookSays(readingOf(plan, question, context), notebook);
  const composition = composeAnswer(reading, notebook);
  return {
    text: composition.lines.join('\n'),
    usedEventIds: [...new Set(composition.used.map((e) => e.id))],
    facts: [...readingFacts(reading, notebook), ...composition.facts],
    result: {
      ...composition.result,
      complete: composition.notApplied.length === 0 && !composition.partial,
      not_applied: composition.notApplied,
    },
    plan,
  };
}

/** The result of an answer that computed nothing. */
const nothingComputed = (measure: string): AnalystFindings['result'] => ({
  type: 'none',
  value: null,
  measure,
  complete: false,
  not_applied: [],
});

const EMPTY_QUESTION: AnalystFindings = {
  text: 'Ask a question about the events in this notebook.',
  usedEventIds: [],
  facts: [],
  result: nothingComputed('nothing: no question was asked'),
  plan: null,
};

/**
 * "The Glebelands shooting": a town or suburb no event is placed in, which some releases name, is a
 * name their text says (the hostel is in Umlazi, where the events are placed).
 */
function placesTheTextNames(read: QuestionReading, notebook: Notebook): QuestionReading {
  const named = read.places.filter((p) => {
    // "Umlazi, Inanda or KwaMashu": a place listed beside others is one more place to look in, never a
    // name every event must also say; "Glebelands hostel in Umlazi" lies in the other place named.
    const others = read.places.filter((o) => o !== p);
    if (!others.every((o) => p.candidates.some((c) => c.containers.includes(o.label)))) return false;
    // Only a town, suburb or a name no list holds: a city, municipality or province is where events are
    // placed, and so is a town that gives its name to a municipality ("a case from Polokwane").
    if (
      p.candidates.some((c) => c.kind !== 'town') ||
      isLocalMunicipalityName(p.label) ||
      notebook.events.some((e) => isInPlace(e, p))
    )
      return false;
    const words = wordsOf(p.label.toLowerCase());
    return words.length > 0 && notebook.events.some((e) => words.every((w) => saysStem(e, stem(w))));
  });
  if (named.length === 0) return read;
  return {
    ...read,
    places: read.places.filter((p) => !named.includes(p)),
    names: [
      ...read.names,
      ...named.flatMap((p) => wordsOf(p.label.toLowerCase()).map((word) => ({ word, stem: stem(word) }))),
    ],
  };
}

/** "Site C", "Zone 14", "Extension 7": a place told apart from its neighbours by a letter or number. */
const NAMED_BY_DESIGNATOR = /\s(?:\p{Lu}|\d{1,3})$/u;

/**
 * Reads the question knowing the notebook: a word its releases use is no misspelling, and a place no
 * event is in, or an unused word, may misspell one of the notebook's places ("Kayelitsha").
 */
function readAgainstNotebook(
  question: string,
  notebook: Notebook,
  reference: string,
  referenceIsToday: boolean,
): QuestionReading {
  const isRealWord = (word: string) => notebook.events.some((e) => saysStem(e, stem(word)));
  const read = readQuestion(question, reference, referenceIsToday, isRealWord);
  const names = notebookPlaceNames(notebook);
  // A place the ask points back to and no reader found is a name written before it, maybe misspelt.
  const namesBefore = read.ignored.includes('there')
    ? [...question.matchAll(/(?<!^|[.!?]\s)\b\p{Lu}[\p{L}-]{3,}/gu)].map((m) => m[0])
    : [];
  // A municipality the gazetteer knows ("Madibeng") is that municipality, with events or without; so is
  // a province or metro ("the Eastern Cape" is never the Western Cape because only that one has events),
  // and a section named by its letter or number ("Site C" is no misspelt "Site B", nor "Zone 5" "Zone 6").
  const unplaced = [
    ...read.places
      .filter(
        (p) =>
          !p.candidates.some((c) => c.kind !== 'town') &&
          !NAMED_BY_DESIGNATOR.test(p.label) &&
          !notebook.events.some((e) => isInPlace(e, p)),
      )
      .map((p) => p.label),
    ...[...read.names, ...read.topics].map((t) => t.word).filter((w) => !isRealWord(w)),
    ...namesBefore.filter((w) => !isRealWord(w)),
  ].filter((w) => !isLocalMunicipalityName(w));
  const places = correctToNotebookPlaces(question, unplaced, names);
  // A name no place list holds ("Glebelans hostel") may misspell one the releases say; a place
  // the gazetteer knows is that place.
  const known = new Set(read.places.filter((p) => p.candidates.length > 0).map((p) => p.label.toLowerCase()));
  const left = unplaced.filter(
    (w) =>
      !known.has(w.toLowerCase()) &&
      !places.corrections.some((c) => c.from.toLowerCase() === w.toLowerCase()),
  );
  // Only names the question capitalises, so most questions never pay for the notebook's names.
  const capitalised = left.filter((w) =>
    new RegExp(`(?<![\\p{L}])${w.charAt(0).toUpperCase()}${w.slice(1)}`, 'u').test(question),
  );
  const named =
    capitalised.length > 0
      ? correctToNotebookNames(places.question, capitalised, notebookNames(notebook))
      : { question: places.question, corrections: [] };
  const reread = (text: string, corrections: readonly Correction[]) => {
    const again = readQuestion(text, reference, referenceIsToday, isRealWord);
    return { ...again, corrections: [...corrections, ...again.corrections] };
  };
  if (named.corrections.length > 0) {
    const withNames = reread(named.question, [...places.corrections, ...named.corrections]);
    // A name put right is a word the releases say; read as a city or province no event is in, it helps nothing.
    const placeless = withNames.places.some(
      (p) =>
        named.corrections.some((c) => c.to === p.label) &&
        p.candidates.some((c) => c.kind !== 'town') &&
        !notebook.events.some((e) => isInPlace(e, p)),
    );
    if (!placeless) return withNames;
  }
  if (places.corrections.length === 0) return read;
  return reread(places.question, places.corrections);
}

/**
 * The built-in analyst: reads the question into a plan, executes it and writes the answer from
 * computed facts. Deterministic and offline; relative dates are read against `today` when given,
 * else against the notebook's latest event date, so the same notebook always gets the same answer.
 */
export const analyse: Analyse = (question, events, today) => {
  if (!question.trim()) return EMPTY_QUESTION;
  const notebook = prepareNotebook(events);
  const reference = referenceFor(notebook, today);
  const read = placesTheTextNames(
    readAgainstNotebook(question.trim(), notebook, reference, reference === today),
    notebook,
  );
  const plan = planSchema.safeParse(planOf(read));
  if (!plan.success) return beyondPlanLimits(plan.error);
  try {
    return execute(plan.data, read.question, notebook, {
      reference,
      referenceIsToday: read.referenceIsToday,
      ignored: read.ignored,
      corrections: read.corrections,
    });
  } catch (error) {
    // A name the reader took from the question that its own plan cannot name again is a slip of the
    // reader; the asker gets a plain "could not read", never a server error.
    if (error instanceof UnknownPlanTerm) return unreadableTerm(error);
    throw error;
  }
};

function unreadableTerm(error: UnknownPlanTerm): AnalystFindings {
  const said = `This question could not be read into something the events can answer: ${error.message}. Try naming the place or crime another way.`;
  return {
    text: `Read as: nothing computed; a name could not be read.\n${said}`,
    usedEventIds: [],
    facts: [said],
    result: nothingComputed('nothing: a name in the question could not be read'),
    plan: null,
  };
}

/**
 * A question the rule reader read into more than a plan holds ("murders in" twelve towns): said
 * plainly, with what to ask instead, rather than failing the request.
 */
function beyondPlanLimits(error: z.ZodError): AnalystFindings {
  const issue = error.issues[0];
  const named = issue?.path.filter((p): p is string => typeof p === 'string').at(-1) ?? 'terms';
  const field = named.replace(/_/g, ' ');
  const tooMany = issue?.code === 'too_big' && issue.origin === 'array';
  const said = tooMany
    ? `This question names more ${field} than one answer can take (at most ${String(issue.maximum)}). Ask about fewer at a time, or leave them out to see the whole notebook.`
    : `This question could not be read into something the events can answer (its ${field} do not fit). Try asking it in fewer or shorter words.`;
  return {
    text: `Read as: nothing computed; ${tooMany ? `too many ${field} named` : `the ${field} could not be read`}.\n${said}`,
    usedEventIds: [],
    facts: [said],
    result: nothingComputed(
      `nothing: ${tooMany ? `too many ${field} named` : `the ${field} could not be read`}`,
    ),
    plan: null,
  };
}

/**
 * Executes a plan someone else wrote (a model), checked by the schema first. Throws ZodError for a
 * plan that does not fit and UnknownPlanTerm for a crime or place the analyst does not know.
 */
export const analysePlan: AnalysePlan = (plan, question, events, today) => {
  const notebook = prepareNotebook(events);
  const reference = referenceFor(notebook, today);
  return execute(planSchema.parse(plan), question.trim(), notebook, {
    reference,
    referenceIsToday: reference === today,
    ignored: [],
  });
};

/** At most this many words are looked up in the release texts for one question. */
const MOST_WORDS_TO_LOOK_UP = 12;

/**
 * The words of a question worth looking up in the notebook's release texts: the names it gives (see
 * filters/names.ts), which titles and summaries seldom hold. The caller sets each event's `mentions`
 * to those its release text says. Lower-case words are not looked up: search's stemming would take a
 * misspelt crime ("kidnaping") for a word the releases use.
 */
export function wordsToLookUp(question: string): string[] {
  return [...new Set(nameWordsOf(question).map((n) => n.word))].slice(0, MOST_WORDS_TO_LOOK_UP);
}

export const analystEngine: AnswerEngine = {
  async answer(question, events, options = {}) {
    const { text, usedEventIds, result, plan } = analyse(question, events, options.today);
    return { text, usedEventIds, engine: 'analyst', result, plan };
  },
};
