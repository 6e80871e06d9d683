import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH41_QUESTIONS } from './fresh41-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-first fresh question set (blind)', FRESH41_QUESTIONS);

/** The full text of the one question that holds the fragment. */
function asked(fragment: string): string {
  const found = FRESH41_QUESTIONS.filter((q) => q.question.includes(fragment));
  if (found.length !== 1) throw new Error(`${found.length} questions hold "${fragment}"`);
  return found[0]?.question ?? '';
}

describe('the forty-first fresh set reads its wording as its header says', () => {
  it('counts windows inclusively at both ends, and a row without a date in none', () => {
    const cit = (event_date: string | null) => devRow({ crimes: ['cash-in-transit robbery'], event_date });
    expect(
      expectationIn(FRESH41_QUESTIONS, asked('CIT hits from 2020 onwards'), [
        cit('2019-12-31'),
        cit('2020-01-01'),
        cit('2025-06-30'),
        cit(null),
      ]),
    ).toEqual({ kind: 'number', value: 2 });

    const nc = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Northern Cape', event_date });
    expect(
      expectationIn(FRESH41_QUESTIONS, asked('Nothern Cape happened before 2021'), [
        nc('2020-12-31'),
        nc('2021-01-01'),
        nc(null),
        devRow({ notebook: 'b', province: 'North West', event_date: '2016-05-01' }),
      ]),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('lets a null figure add nothing, while the row still counts in a share of incidents', () => {
    const fs = (victims_female: number | null) =>
      devRow({ notebook: 'b', province: 'Free State', victims_female });
    expect(
      expectationIn(FRESH41_QUESTIONS, asked('victims in the Free State incidents were women or girls'), [
        fs(2),
        fs(null),
        fs(0),
        devRow({ notebook: 'b', province: 'Limpopo', victims_female: 5 }),
      ]),
    ).toEqual({ kind: 'number', value: 2 });

    // One of four incidents has a victim killed; the unstated one counts as none killed, not as absent.
    expect(
      expectationIn(FRESH41_QUESTIONS, asked('at least one victim killed'), [
        devRow({ victims_killed: 3 }),
        devRow({ victims_killed: null }),
        devRow({ victims_killed: 0 }),
        devRow({}),
      ]),
    ).toEqual({ kind: 'number', value: 25 });
  });

  it('takes each share over its own whole: rape cases only, and all arrests in the notebook', () => {
    expect(
      expectationIn(FRESH41_QUESTIONS, asked('Of the rape cases in this notebook, what percentage'), [
        devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
        devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
        devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: null }),
        devRow({ notebook: 'b', crimes: ['murder'], victims_children: 4 }),
      ]),
    ).toEqual({ kind: 'number', value: 33 });

    expect(
      expectationIn(FRESH41_QUESTIONS, asked("MP's share of all suspects arrested"), [
        devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
        devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
        devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 6 }),
      ]),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('reads "more injured than killed" strictly: as many injured as killed is No', () => {
    const mp = (victims_injured: number | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_injured, victims_killed });
    const question = asked('were more people injured than killed');
    expect(expectationIn(FRESH41_QUESTIONS, question, [mp(2, 1), mp(null, 1)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(
      expectationIn(FRESH41_QUESTIONS, question, [
        mp(2, 1),
        mp(1, null),
        devRow({ notebook: 'b', province: 'Gauteng', victims_killed: 9 }),
      ]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('answers the relative question from the rape cases alone, and a relative only from "family"', () => {
    const question = asked('was the accused a relative');
    expect(
      expectationIn(FRESH41_QUESTIONS, question, [
        devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
        devRow({ crimes: ['rape'], relationship: null }),
        devRow({ crimes: ['murder'], relationship: 'family' }),
      ]),
    ).toEqual({ kind: 'text', value: 'No' });
    expect(
      expectationIn(FRESH41_QUESTIONS, question, [
        devRow({ crimes: ['rape', 'kidnapping'], relationship: 'family' }),
      ]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });
});
