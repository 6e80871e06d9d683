import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH42_QUESTIONS } from './fresh42-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-second fresh question set (blind)', FRESH42_QUESTIONS);

describe('the forty-second fresh set reads its trickiest wordings as its header says', () => {
  it('counts a year window with both end days in it, and an undated incident in none', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: null }),
    ];
    expect(
      expectationIn(
        FRESH42_QUESTIONS,
        'Building a by-year bar chart. How many incidents are dated 2019 to 2021, both years included?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('keeps "more than four dead" strict, and an unstated death toll adds nothing', () => {
    const rows = [
      devRow({ victims_killed: 4 }),
      devRow({ victims_killed: 5 }),
      devRow({ victims_killed: null, num_victims: 9 }),
    ];
    expect(
      expectationIn(
        FRESH42_QUESTIONS,
        'Threshold for the mass-shooting graphic: how many incidents left more than four people dead? Strictly more, so an incident with exactly four deaths stays out.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('sums injuries over the year only, a null injury count adding nothing', () => {
    const rows = [
      devRow({ event_date: '2019-06-12', victims_injured: 6 }),
      devRow({ event_date: '2019-12-29', victims_injured: null, num_victims: 4 }),
      devRow({ event_date: '2020-01-01', victims_injured: 3 }),
    ];
    expect(
      expectationIn(
        FRESH42_QUESTIONS,
        'One figure for the injuries chart: how many people were injured in incidents dated in 2019?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 6 });
  });

  it('takes the child share out of every rape case, not out of all incidents', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 }),
    ];
    expect(
      expectationIn(
        FRESH42_QUESTIONS,
        'For a GBV explainer: of the rape cases, what share had a child (under 18) among the victims? Nearest whole percent, out of all the rape cases.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('keeps two and five arrests inside the Free State band and leaves other provinces out', () => {
    const freeState = (num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested });
    const rows = [
      freeState(1),
      freeState(2),
      freeState(5),
      freeState(6),
      freeState(null),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 3 }),
    ];
    expect(
      expectationIn(
        FRESH42_QUESTIONS,
        'Free State only: in how many incidents were between two and five suspects arrested, counting both two and five?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });
});
