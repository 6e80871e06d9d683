import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH52_QUESTIONS } from './fresh52-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-second fresh question set (blind)', FRESH52_QUESTIONS);

const PAST_FEW_YEARS =
  'Shootings hit our drivers and passengers everywhere. Over the past few years, meaning 2019 to 2023, which province had the most victims killed?';
const GLEBELANDS =
  'Many of our drivers live in hostels. Was anyone arrested for the shooting at Glebelands Hostel in Umlazi?';
const ATTEMPTED_2019_20 = 'hw many incidnts of attempted murder wer there in 2019-20?';
const OLDEST_EASTERN_CAPE = 'hw old was the oldest suspect in the eastern cape?';
const RAPE_CHILD_SHARE =
  'Of the incidents in which rape was recorded, what proportion involved at least one victim under the age of 18, expressed as a percentage?';
const FREE_STATE_OVER_LIMPOPO =
  'Expressed as a difference, how many more people were killed in incidents in the Free State than in Limpopo?';

describe('the fifty-second fresh set reads the ground truth as its header says', () => {
  it('takes "the past few years" by incident date: an undated or later incident adds nothing, nor an unstated toll', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', location: 'A', event_date: '2020-05-01', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', location: 'B', event_date: null, victims_killed: 10 }),
      devRow({ province: 'KwaZulu-Natal', location: 'C', event_date: '2024-02-01', victims_killed: 10 }),
      devRow({ province: 'KwaZulu-Natal', location: 'D', event_date: '2021-03-01', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', location: 'E', event_date: '2022-03-01', victims_killed: 2 }),
    ];
    expect(expectationIn(FRESH52_QUESTIONS, PAST_FEW_YEARS, rows)).toEqual({
      kind: 'text',
      value: 'Eastern Cape',
    });
  });

  it('answers whether anyone was arrested for one named incident, never for none, two or an unstated arrest', () => {
    const hostel = { location: 'Glebelands Hostel, Umlazi', crimes: ['murder'] };
    const other = devRow({ location: 'Umlazi', arrest_made: true });
    expect(
      expectationIn(FRESH52_QUESTIONS, GLEBELANDS, [devRow({ ...hostel, arrest_made: false }), other]),
    ).toEqual({ kind: 'text', value: 'No' });
    expect(() =>
      expectationIn(FRESH52_QUESTIONS, GLEBELANDS, [devRow({ ...hostel, arrest_made: null }), other]),
    ).toThrow();
    expect(() => expectationIn(FRESH52_QUESTIONS, GLEBELANDS, [other])).toThrow(/found 0/);
    expect(() =>
      expectationIn(FRESH52_QUESTIONS, GLEBELANDS, [
        devRow(hostel),
        devRow({ ...hostel, location: 'Glebelands' }),
      ]),
    ).toThrow(/found 2/);
  });

  it('counts "2019-20" as incidents dated in the calendar years 2019 and 2020', () => {
    const attempted = (event_date: string | null) => devRow({ event_date, crimes: ['attempted murder'] });
    const rows = [
      attempted('2018-12-31'),
      attempted('2019-01-05'),
      attempted('2020-12-20'),
      attempted('2021-02-01'),
      attempted(null),
      devRow({ event_date: '2020-06-01', crimes: ['murder'] }),
    ];
    expect(expectationIn(FRESH52_QUESTIONS, ATTEMPTED_2019_20, rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the oldest suspect from the ages stated one per suspect in the Eastern Cape alone', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', suspect_ages: [30, 44] }),
      devRow({ province: 'Eastern Cape', suspect_ages: null }),
      devRow({ province: 'Gauteng', suspect_ages: [69] }),
    ];
    expect(expectationIn(FRESH52_QUESTIONS, OLDEST_EASTERN_CAPE, rows)).toEqual({
      kind: 'number',
      value: 44,
    });
    expect(() => expectationIn(FRESH52_QUESTIONS, OLDEST_EASTERN_CAPE, rows.slice(1))).toThrow(/no stated/);
  });

  it('shares rape incidents with a stated child victim over every rape incident, unstated ones included', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(expectationIn(FRESH52_QUESTIONS, RAPE_CHILD_SHARE, rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the Free State less Limpopo in victims killed, and refuses a difference that goes the other way', () => {
    const killedIn = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, victims_killed });
    const rows = [
      killedIn('Free State', 4),
      killedIn('Free State', 1),
      killedIn('Limpopo', 2),
      killedIn('Limpopo', null),
    ];
    expect(expectationIn(FRESH52_QUESTIONS, FREE_STATE_OVER_LIMPOPO, rows)).toEqual({
      kind: 'number',
      value: 3,
    });
    expect(() =>
      expectationIn(FRESH52_QUESTIONS, FREE_STATE_OVER_LIMPOPO, [
        killedIn('Free State', 1),
        killedIn('Limpopo', 2),
      ]),
    ).toThrow(/does not have more/);
  });
});
