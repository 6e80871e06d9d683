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

function people(count: number, [one, many]: readonly [string, string]): string | null {
  return count > 0 ? `${count} ${count === 1 ? one : many}` : null;
}

/** "3: 2 women, 1 man (aged 4, 30 and 32)"; null when the release does not count the victims. */
export function victimsText(victims: Event['victims']): string | null {
  const { count, female, male, ages } = victims;
  if (count === null) return null;
  if (count === 0) return 'None';
  // "Women" would misdescribe a girl of four; the sexes alone are right for any age.
  const child = ages.some((age) => age < 18);
  const parts = [
    people(female ?? 0, child ? ['female', 'female'] : ['woman', 'women']),
    people(male ?? 0, child ? ['male', 'male'] : ['man', 'men']),
  ].filter((part): part is string => part !== null);
  const sexed = (female ?? 0) + (male ?? 0);
  let text = String(count);
  if (parts.length && sexed === count) text += `: ${parts.join(', ')}`;
  else if (parts.length) text += `, including ${parts.join(' and ')}`;
  return text + aged(ages);
}

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

/** Several quoted passages in one evidence line, each once; undefined when there are none. */
export function evidenceOf(...passages: (string | undefined)[]): string | undefined {
  const distinct = [...new Set(passages.map((p) => p?.trim()).filter((p): p is string => !!p))];
  return distinct.length ? distinct.join('”, “') : undefined;
}
