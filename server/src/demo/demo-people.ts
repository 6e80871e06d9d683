/**
 * How demo releases word the people in them, in the shapes real releases use ("a 25-year-old man and
 * his accomplice", "five men aged 20 to 31", "Sipho Nkosi (34)", "an elderly couple"), together with
 * what those words state: how many people, their ages and their sex.
 */
import type { Dice } from './demo-dice';
import { FIRST_NAMES, SURNAMES, type VictimKind } from './demo-stories';

export const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/** People named or described together, as the release words them and as it counts them. */
export interface Party {
  /** First mention: "two men aged 24 and 31". May end in a comma ("two suspects, aged 21 and 25,"). */
  first: string;
  /** A later mention as the subject of a sentence: "The pair", "The suspect", "Mokoena". */
  again: string;
  he: string;
  his: string;
  him: string;
  was: string;
  is: string;
  has: string;
  plural: boolean;
  /** How many the words say; null when they do not ("a number of suspects"). */
  count: number | null;
  /** Individual ages the words state. */
  ages: number[];
  /** Women and girls, and men and boys, the words state; null when they leave the sex open. */
  female: number | null;
  male: number | null;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ageWithArticle(age: number): string {
  const an = age === 8 || age === 11 || age === 18 || (age >= 80 && age <= 89);
  return `${an ? 'an' : 'a'} ${age}-year-old`;
}

/** "five" or "5", as releases mix both; sentence-initial counts are always words. */
export function countWord(dice: Dice, n: number): string {
  return n <= NUMBER_WORDS.length && dice.chance(0.75) ? (NUMBER_WORDS[n - 1] as string) : String(n);
}

export function ordinalWord(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

export function inventedName(dice: Dice, female: boolean): string {
  return `${dice.pick(female ? FIRST_NAMES.female : FIRST_NAMES.male)} ${dice.pick(SURNAMES)}`;
}

function decade(age: number): string {
  return ['teens', 'twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties'][
    Math.floor(age / 10) - 1
  ] as string;
}

function one(first: string, again: string, female: boolean | null, ages: number[]): Party {
  const [he, his, him] =
    female === true
      ? ['she', 'her', 'her']
      : female === false
        ? ['he', 'his', 'him']
        : ['they', 'their', 'them'];
  return {
    first,
    again,
    he: he as string,
    his: his as string,
    him: him as string,
    was: 'was',
    is: 'is',
    has: 'has',
    plural: false,
    count: 1,
    ages,
    female: female === null ? null : female ? 1 : 0,
    male: female === null ? null : female ? 0 : 1,
  };
}

function many(
  first: string,
  again: string,
  count: number | null,
  ages: number[],
  sex: { female: number | null; male: number | null } = { female: null, male: null },
): Party {
  return {
    first,
    again,
    he: 'they',
    his: 'their',
    him: 'them',
    was: 'were',
    is: 'are',
    has: 'have',
    plural: true,
    count,
    ages,
    ...sex,
  };
}

function listed(items: string[]): string {
  return items.length === 1 ? (items[0] as string) : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The suspects arrested, or sought, for the incident. */
export function suspectParty(dice: Dice): Party {
  const roll = dice.next();
  if (roll < 0.03) return many('a number of suspects', 'The suspects', null, []);
  const count =
    roll < 0.48 ? 1 : roll < 0.73 ? 2 : roll < 0.85 ? 3 : roll < 0.92 ? 4 : roll < 0.96 ? 5 : dice.int(6, 9);
  const ages = Array.from({ length: count }, () => dice.int(18, 52)).sort((a, b) => a - b);
  const youngest = ages[0] as number;
  if (count === 1) {
    const female = dice.chance(0.1);
    const noun = female ? 'woman' : 'man';
    const again = dice.pick(['The suspect', 'The accused', female ? 'The woman' : 'The man']);
    switch (dice.int(0, 5)) {
      case 0:
        return one(`${ageWithArticle(youngest)} ${noun}`, again, female, ages);
      case 1:
        return one(`a ${noun} aged ${youngest}`, again, female, ages);
      case 2:
        return one(`${ageWithArticle(youngest)} suspect`, again, female, ages);
      case 3:
        return one('a suspect', 'The suspect', female, []);
      case 4: {
        const name = inventedName(dice, female);
        return one(
          `${name} (${youngest})`,
          dice.chance(0.5) ? (name.split(' ').slice(1).join(' ') as string) : again,
          female,
          ages,
        );
      }
      default:
        return one(`a ${noun}, ${youngest},`, again, female, ages);
    }
  }
  const n = countWord(dice, count);
  const trio =
    count === 3 ? 'The trio' : count === 2 ? 'The pair' : `The ${NUMBER_WORDS[count - 1] ?? 'suspects'}`;
  const again = dice.pick([trio, 'The suspects', 'The accused']);
  switch (dice.int(0, count === 2 ? 6 : 5)) {
    case 0:
      return many(`${n} men aged ${youngest} to ${ages.at(-1)}`, again, count, [], {
        female: 0,
        male: count,
      });
    case 1:
      return many(`${n} suspects, aged ${listed(ages.map(String))},`, again, count, ages);
    case 2:
      return many(`${n} suspects`, again, count, []);
    case 3:
      return many(`${n} men`, again, count, [], { female: 0, male: count });
    case 4: {
      const names = ages.map((age) => `${inventedName(dice, false)} (${age})`);
      return count <= 4 ? many(listed(names), again, count, ages) : many(`${n} suspects`, again, count, []);
    }
    case 5:
      return many(`${n} people between the ages of ${youngest} and ${ages.at(-1)}`, again, count, []);
    default:
      return many(`${ageWithArticle(youngest)} man and his accomplice`, again, 2, [youngest]);
  }
}

/** The victim of the incident; a couple or a family where the story allows it. */
export function victimParty(dice: Dice, kind: VictimKind, group: boolean): Party | null {
  if (kind === 'none') return null;
  if (group && dice.chance(0.35)) {
    const age = dice.int(60, 85);
    return dice.pick([
      many('an elderly couple', 'The couple', 2, [], { female: 1, male: 1 }),
      many(`${ageWithArticle(age)} woman and her grandson`, 'The two', 2, [age], { female: 1, male: 1 }),
      many(`${ageWithArticle(age)} man and his wife`, 'The couple', 2, [age], { female: 1, male: 1 }),
    ]);
  }
  const age =
    kind === 'child'
      ? dice.int(3, 16)
      : kind === 'elderly'
        ? dice.int(62, 88)
        : kind === 'female'
          ? dice.int(13, 70)
          : dice.int(19, 65);
  const female =
    kind === 'female'
      ? true
      : kind === 'child'
        ? dice.chance(0.55)
        : dice.chance(kind === 'elderly' ? 0.5 : 0.3);
  const noun =
    age < 18
      ? female
        ? 'girl'
        : 'boy'
      : dice.chance(0.15) && kind === 'elderly'
        ? 'pensioner'
        : female
          ? 'woman'
          : 'man';
  const gendered = noun !== 'pensioner';
  const again = dice.pick(['The victim', gendered ? `The ${noun}` : 'The pensioner']);
  const sex = gendered ? female : null;
  switch (dice.int(0, 6)) {
    case 0:
    case 1:
      return { ...one(`${ageWithArticle(age)} ${noun}`, again, sex, [age]), ...pronouns(female) };
    case 2:
      return { ...one(`a ${noun} aged ${age}`, again, sex, [age]), ...pronouns(female) };
    case 3:
      return age >= 20 && gendered
        ? {
            ...one(`a ${noun} in ${female ? 'her' : 'his'} ${decade(age)}`, again, sex, []),
            ...pronouns(female),
          }
        : { ...one(`${ageWithArticle(age)} ${noun}`, again, sex, [age]), ...pronouns(female) };
    case 4: {
      const name = inventedName(dice, female);
      return { ...one(`${name} (${age})`, 'The victim', null, [age]), ...pronouns(female) };
    }
    case 5:
      return kind === 'adult' && dice.chance(0.6)
        ? {
            ...one(
              `${ageWithArticle(age)} ${dice.pick(['security guard', 'taxi driver', 'shop owner', 'farm worker'])}`,
              'The victim',
              null,
              [age],
            ),
            ...pronouns(female),
          }
        : { ...one(`a ${noun}, ${age},`, again, sex, [age]), ...pronouns(female) };
    default:
      return {
        ...one(
          `${NUMBER_WORDS[age - 1] && age <= 10 ? `a ${NUMBER_WORDS[age - 1]}-year-old` : ageWithArticle(age)} ${noun}`,
          again,
          sex,
          [age],
        ),
        ...pronouns(female),
      };
  }
}

/** The pronouns a release uses for the person, which state the sex even where the noun does not. */
function pronouns(female: boolean): Pick<Party, 'he' | 'his' | 'him'> {
  return female ? { he: 'she', his: 'her', him: 'her' } : { he: 'he', his: 'his', him: 'him' };
}
