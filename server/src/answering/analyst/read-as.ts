import { formatDay } from '../../corpus/calendar';
import { MARK_NAMES } from './case-time';
import { boundsWords } from './count-bounds';
import {
  describeScope,
  NO_FILTERS,
  onlyCaseConditions,
  readsIncidentDate,
  setsOnePlaceAgainstTheRest,
  withoutCaseConditions,
} from './filters';
import { ageBoundsWords, averageNoun, joinAnd, peopleNoun } from './format';
import { dimensionNoun } from './grouping';
import { ordinalRankAsked } from './intent';
import { asksBothStated } from './measure-terms';
import { DATED_DIMENSIONS, type Measure } from './plan-vocabulary';
import { asksCaseShare, asksShare, claimsEveryCase } from './share-base';
import type { QuestionReading } from './understand-question';
import { askedOfTopEvent } from './weekday-terms';

function measured(measure: Measure): string {
  switch (measure.kind) {
    case 'events':
      return 'events';
    case 'sum':
      return peopleNoun(measure.field);
    case 'average': {
      const precision =
        measure.decimals === undefined
          ? ''
          : measure.decimals === 0
            ? ', to the nearest whole number'
            : `, to ${measure.decimals === 1 ? 'one decimal' : 'two decimals'}`;
      return `the ${averageNoun(measure.field, measure.statistic)}${precision}`;
    }
    case 'ages': {
      const who = measure.field === 'suspect_age' ? 'suspects' : 'victims';
      if (measure.min === undefined && measure.max === undefined) return `the number of ${who}' ages stated`;
      return `the number of ${who} ${ageBoundsWords(measure.min, measure.max)}, of those whose age is stated`;
    }
    case 'ratio':
      return measure.per === 'one'
        ? `${peopleNoun(measure.part)} for every one of the ${peopleNoun(measure.whole)}`
        : `${peopleNoun(measure.part)} as a per cent of ${peopleNoun(measure.whole)}`;
    case 'extreme':
      return `the age of the ${measure.which === 'min' ? 'youngest' : 'oldest'} ${measure.field === 'suspect_age' ? 'suspect' : 'victim'}, of those whose age is stated`;
    case 'distinct':
      return `the number of different ${dimensionNoun(measure.dimension, 2)}`;
    case 'fields':
      return `${peopleNoun(measure.fields[0])} against ${peopleNoun(measure.fields[1])}`;
  }
}

/** What is computed, before the filters: "the number of events", "the province with the most events". */
function computed(reading: QuestionReading): string {
  const what = `${measured(reading.measure)}${reading.measure.kind === 'ratio' && asksBothStated(reading.question) ? ', from the events that state both' : ''}`;
  const counted = reading.measure.kind === 'sum' ? `the total of ${what}` : what;
  const dimension = reading.dimension ?? 'place';
  const extreme = reading.order === 'most' ? 'most' : 'fewest';
  if (reading.caseTime)
    return `the ${reading.caseTime.statistic === 'median' ? 'median' : 'average'} time from ${MARK_NAMES[reading.caseTime.from]} to ${MARK_NAMES[reading.caseTime.to]} per case`;
  if (reading.averagePer) return `the average number of ${what} a ${reading.averagePer}`;
  switch (reading.intent) {
    case 'count':
      if (reading.yesNo && reading.yesNoBounds && reading.measure.kind === 'events')
        return asksShare(reading.question)
          ? 'whether the per cent of events'
          : `whether there are ${boundsWords(reading.yesNoBounds)} events`;
      if (reading.measure.kind === 'sum' && asksShare(reading.question))
        return `the per cent of all ${what} that were`;
      if (
        reading.measure.kind === 'ages' &&
        (reading.measure.min !== undefined || reading.measure.max !== undefined) &&
        asksShare(reading.question)
      )
        return `the per cent of ${what.replace(/^the number of /, '')}`;
      return reading.measure.kind === 'events' ? 'the number of events' : counted;
    case 'which-most': {
      if (reading.rankChecked)
        return `whether ${reading.rankChecked} is the ${dimensionNoun(dimension)} with the ${extreme} ${what}`;
      const ordinal = ordinalRankAsked(reading.question);
      if (
        ordinal &&
        dimension !== 'event' &&
        (reading.measure.kind === 'events' || reading.measure.kind === 'sum')
      )
        return `the ${dimensionNoun(dimension)} in ${ordinal.word} place by ${extreme} ${what.replace(/^the number of /, '')}`;
      if (dimension !== 'event' && asksCaseShare(reading.question, reading))
        return `the ${dimensionNoun(dimension)} with the ${reading.order === 'most' ? 'highest' : 'lowest'} per cent of its own events that are ${what.replace(/^the number of /, '')}`;
      if (reading.measure.kind === 'distinct' && dimension !== 'event')
        return `the ${dimensionNoun(dimension)} with the ${extreme} ${what.replace(/^the number of /, '')}`;
      if (dimension === 'event') {
        const asked = askedOfTopEvent(reading.question);
        return `the single incident with the ${extreme} ${what}${asked ? `, and its ${asked}` : ''}`;
      }
      if (reading.measure.kind === 'average')
        return `the ${dimensionNoun(dimension)} with the ${reading.order === 'most' ? 'highest' : 'lowest'} ${what.replace(/^the /, '')}`;
      return reading.top > 1
        ? `the ${reading.top} ${dimensionNoun(dimension, 2)} with the ${extreme} ${what}`
        : `the ${dimensionNoun(dimension)} with the ${extreme} ${what}`;
    }
    case 'where':
    case 'breakdown':
      return reading.within
        ? `${what} by ${dimensionNoun(dimension)} and ${dimensionNoun(reading.within)}`
        : `${what} by ${dimensionNoun(dimension)}`;
    case 'when':
      if (reading.yesNo && reading.moment)
        return `whether the ${reading.moment === 'earliest' ? 'first' : 'last'} incident in the notebook is the event`;
      if (reading.moment && reading.dimension)
        return `the ${dimensionNoun(dimension)} of the ${reading.moment} event`;
      if (reading.moment === 'earliest') return 'the earliest event date';
      if (reading.moment === 'latest') return 'the latest event date';
      return 'the dates of the events';
    case 'trend':
      return `${what} per ${reading.trendUnit ?? 'year or month'} over time`;
    case 'compare':
      if (asksCaseShare(reading.question, reading))
        return 'the per cent of events, each side a share of its own events, compared side by side';
      return setsOnePlaceAgainstTheRest(reading.places, reading.question)
        ? `${what}, set against the rest of the notebook`
        : `${what}, compared side by side`;
    case 'list':
      return 'a list of the events';
    case 'summarise':
      if (!reading.yesNo) return 'an overview of the events';
      return reading.yesNoBounds
        ? `whether there are ${boundsWords(reading.yesNoBounds)} events`
        : 'whether there are events';
    case 'locate':
      return `where ${reading.places[0]?.label ?? 'the place'} lies`;
  }
}

/** Calendar windows, months and weekdays are the incident's: a publication date does not tell them. */
function needsIncidentDate(reading: QuestionReading): boolean {
  const grouped = reading.intent !== 'count' && reading.intent !== 'list' ? reading.dimension : null;
  return (
    readsIncidentDate(reading) ||
    reading.intent === 'trend' ||
    (grouped !== null && DATED_DIMENSIONS.has(grouped))
  );
}

/** The computation and the events it ran over, or for a claim about every case, the cases and the claim. */
function whatWasComputed(reading: QuestionReading, byText: boolean): string {
  const shareClaim = reading.measure.kind === 'events' && asksShare(reading.question);
  if (reading.yesNo && !shareClaim && claimsEveryCase(reading.question, reading)) {
    const cases = describeScope(withoutCaseConditions(reading), byText);
    const claim = describeScope(onlyCaseConditions(reading), byText);
    return `whether every one of the events${cases ? ` ${cases}` : ''} is one ${claim}`;
  }
  const scope = describeScope(reading, byText);
  const base = reading.shareOf ? describeScope({ ...NO_FILTERS, ...reading.shareOf }, false) : '';
  const ofBase = base ? `, as a share of the events ${base}` : '';
  const threshold =
    reading.yesNo && reading.yesNoBounds && shareClaim ? ` is ${boundsWords(reading.yesNoBounds)} %` : '';
  return `${computed(reading)}${scope ? ` ${scope}` : ''}${ofBase}${threshold}`;
}

/**
 * The plan in plain words, the answer's first line: what was computed over which events, how
 * relative dates were read and which words were left out, so a reader can check it at a glance
 * and rephrase the question if it was read wrongly.
 */
export function readAsLine(reading: QuestionReading, byText: boolean): string {
  const parts = [`Read as: ${whatWasComputed(reading, byText)}`];
  const relative = reading.periods.filter((p) => p.relative);
  if (relative.length > 0) {
    parts.push(
      `${joinAnd(relative.map((p) => `"${p.phrase}"`))} counted from ${formatDay(reading.reference)}`,
    );
  }
  if (needsIncidentDate(reading)) parts.push('events without an incident date left out');
  // A word written twice ("#GP ... in GP") was read once.
  const said = [...new Set(reading.corrections.map((c) => `"${c.from}" read as "${c.to}"`))];
  if (said.length > 0) parts.push(joinAnd(said));
  if (reading.ignored.length > 0)
    parts.push(`words not used: ${joinAnd(reading.ignored.map((w) => `"${w}"`))}`);
  return `${parts.join('; ')}.`;
}
