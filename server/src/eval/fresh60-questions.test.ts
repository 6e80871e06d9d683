import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH60_QUESTIONS } from './fresh60-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixtieth fresh question set (blind)', FRESH60_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH60_QUESTIONS, question, rows);

describe('the sixtieth fresh question set reads the ground truth as its header says', () => {
  it('counts months only over dated incidents of 2019 to 2023', () => {
    const rows = [
      devRow({ event_date: '2019-03-02' }),
      devRow({ event_date: '2023-03-30' }),
      devRow({ event_date: '2021-07-04' }),
      devRow({ event_date: '2024-07-01' }),
      devRow({ event_date: '2018-07-01' }),
      devRow({ event_date: null, published_date: '2020-07-09' }),
    ];
    expect(
      ask('If we only look at 2019 to 2023, wich month of the year had the most incidents?', rows),
    ).toEqual({
      kind: 'text',
      value: 'March',
    });
  });

  it('adds nothing for a female victim count that is not stated', () => {
    const rows = [
      devRow({ victims_female: 2 }),
      devRow({ victims_female: null, num_victims: 3 }),
      devRow({ victims_female: 1 }),
    ];
    expect(ask('How many women and girls were victims across all of these cases?', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts a child rape by a known attacker only when the release states the tie', () => {
    const question =
      'In how many rape cases was the child attacked by someone she already knew, like a neighbour or a relative?';
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1, relationship: 'acquaintance' }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: 1, relationship: 'family' }),
      devRow({ crimes: ['rape'], victims_children: 1, relationship: 'stranger' }),
      devRow({ crimes: ['rape'], victims_children: 1, relationship: null }),
      devRow({ crimes: ['rape'], victims_children: 0, relationship: 'partner' }),
      devRow({ crimes: ['murder'], victims_children: 1, relationship: 'family' }),
    ];
    expect(ask(question, rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "nobody arrested" as an arrest stated not to have been made', () => {
    const question = 'In how many of the cases with a woman or girl among the victims was nobody arrested?';
    const rows = [
      devRow({ victims_female: 1, arrest_made: false }),
      devRow({ victims_female: 2, arrest_made: null }),
      devRow({ victims_female: 1, arrest_made: true }),
      devRow({ victims_female: 0, arrest_made: false }),
      devRow({ victims_female: null, arrest_made: false }),
    ];
    expect(ask(question, rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('compares the suspects arrested in two years by the incidents dated in them', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2017-05-01', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', event_date: '2022-05-01', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', event_date: '2022-08-01', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2017-03-01', num_suspects_arrested: 9 }),
    ];
    expect(ask('Were more suspects arrested in 2017 or in 2022?', rows)).toEqual({
      kind: 'text',
      value: '2022',
    });
  });

  it('sums only the stated deaths of each year', () => {
    const rows = [
      devRow({ event_date: '2022-01-05', victims_killed: 4 }),
      devRow({ event_date: '2022-06-05', victims_killed: null, num_victims: 5 }),
      devRow({ event_date: '2023-02-05', victims_killed: 1 }),
    ];
    expect(ask('How many more people were killed in 2022 than in 2023?', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('takes the share of rape cases over every rape case, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('What percentage of the rape cases ended in an arrest?', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('answers a named incident from its own arrest, and refuses the protection order', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], location: 'guest house, De Aar', arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['rape'], location: 'Kimberley', arrest_made: true }),
    ];
    expect(ask('Was the cop accused of raping the 15-year-old girl in De Aar arrested?', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(
      ask('Did any of the women or girls have a protection order against the man who attacked them?', rows),
    ).toEqual({ kind: 'refusal' });
  });
});
