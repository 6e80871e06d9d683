import type { Event } from '@workbench/contract/events';

/** "4", "4 and 9", "4, 9 and 31": how a release would list them. */
function listOf(numbers: readonly number[]): string {
  const words = numbers.map(String);
  const last = words.pop();
  return words.length ? `${words.join(', ')} and ${last}` : (last ?? '');
}

const aged = (ages: readonly number[]) => (ages.length ? ` (aged ${listOf(ages)})` : '');

/** Suspects arrested as a reader would say it; null when the release does not tell. */
export function suspectsText(
  event: Pick<Event, 'suspects_arrested' | 'suspect_ages' | 'arrest_made'>,
): string | null {
  const count = event.suspects_arrested;
  if (count === null) {
    if (event.arrest_made === true) return `Arrests made, number not stated${aged(event.suspect_ages)}`;
    return event.arrest_made === false ? 'None' : null;
  }
  return count === 0 ? 'None' : `${count}${aged(event.suspect_ages)}`;
}

type Noun = readonly [one: string, many: string];

function people(count: number, [one, many]: Noun): string | null {
  return count > 0 ? `${count} ${count === 1 ? one : many}` : null;
}

/** Words for one sex at the ages known: a girl of four is no woman, and a group of mixed age is neither. */
function wordsFor(ages: readonly number[], count: number, adult: Noun, young: Noun, neutral: string): Noun {
  if (!ages.some((age) => age < 18)) return adult;
  return ages.length === count && ages.every((age) => age < 18) ? young : [neutral, neutral];
}

/** "3: 2 women, 1 man (aged 4, 30 and 32)"; null when the release does not count the victims. */
export function victimsText(victims: Event['victims']): string | null {
  const { count, female, male, ages } = victims;
  if (count === null) return null;
  if (count === 0) return 'None';
  const parts = [
    people(female ?? 0, wordsFor(ages, count, ['woman', 'women'], ['girl', 'girls'], 'female')),
    people(male ?? 0, wordsFor(ages, count, ['man', 'men'], ['boy', 'boys'], 'male')),
  ].filter((part): part is string => part !== null);
  const sexed = (female ?? 0) + (male ?? 0);
  let text: string;
  if (parts.length === 1 && sexed === count) text = parts.join('');
  else if (parts.length && sexed === count) text = `${count}: ${parts.join(', ')}`;
  else if (parts.length) text = `${count}, including ${parts.join(' and ')}`;
  else text = String(count);
  return text + aged(ages);
}

/** "2 killed, 1 injured"; null when the release does not say what became of the victims. */
export function fatesText(event: Pick<Event, 'victims_killed' | 'victims_injured'>): string | null {
  const { victims_killed: killed, victims_injured: injured } = event;
  if (killed === null && injured === null) return null;
  const parts = [killed ? `${killed} killed` : null, injured ? `${injured} injured` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : 'None killed or injured';
}

/** "1 man, 1 woman"; null when the release gives no suspect's sex. */
export function suspectsBySexText(event: Pick<Event, 'suspects_female' | 'suspects_male'>): string | null {
  const { suspects_female: female, suspects_male: male } = event;
  if (female === null && male === null) return null;
  const parts = [people(male ?? 0, ['man', 'men']), people(female ?? 0, ['woman', 'women'])].filter(Boolean);
  return parts.length ? parts.join(', ') : 'None';
}

/** A count the release states, "None" for a stated zero; null when it does not say. */
export const countText = (count: number | null): string | null =>
  count === null ? null : count === 0 ? 'None' : String(count);

const RELATIONSHIPS: Record<NonNullable<Event['relationship']>, string> = {
  partner: 'Partner or ex-partner',
  family: 'Family member',
  acquaintance: 'Known to the victim',
  stranger: 'Stranger',
  unknown: 'Unknown',
};

export const relationshipText = (event: Pick<Event, 'relationship'>): string | null =>
  event.relationship ? RELATIONSHIPS[event.relationship] : null;

const OUTCOMES: Record<NonNullable<Event['outcome']>, string> = {
  arrested: 'Arrested',
  no_arrest: 'No arrest',
  charged: 'Charged',
  convicted: 'Convicted',
  sentenced: 'Sentenced',
};

/** "Sentenced: life imprisonment", "Charged", "No arrest"; null when the release does not say. */
export function outcomeText(event: Pick<Event, 'outcome' | 'sentence'>): string | null {
  if (!event.outcome) return null;
  const sentence = event.sentence?.trim();
  return sentence ? `${OUTCOMES[event.outcome]}: ${sentence}` : OUTCOMES[event.outcome];
}

/**
 * Several quoted passages in one evidence line, each once: a passage inside another is left out, and
 * line breaks (a headline joined to the body) read as the gap they are.
 */
export function evidenceOf(...passages: (string | undefined)[]): string | undefined {
  const texts = passages.map((p) => p?.replace(/\s*\n\s*/g, ' … ').trim()).filter((p): p is string => !!p);
  const kept = texts.filter(
    (text, i) => !texts.some((other, j) => j !== i && other.includes(text) && (other !== text || j < i)),
  );
  return kept.length ? kept.join('”, “') : undefined;
}
