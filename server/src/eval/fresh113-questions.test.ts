import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH113_QUESTIONS } from './fresh113-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirteenth fresh question set (blind)', FRESH113_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH113_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH113_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirteenth fresh set reads the ground truth as its header says', () => {
  it('sums the killed of KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('KZN side', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts a kidnapping weekend by the event date alone, never by the publication date', () => {
    const weekday = [
      devRow({ crimes: ['kidnapping'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }), // Saturday, not a kidnapping
    ];
    expect(ask('Any kidnaping', weekday)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...weekday, devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2024-01-07' })];
    expect(ask('Any kidnaping', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the no-arrest share over every incident, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('It is noted that a number of the releases', rows)).toEqual({ kind: 'number', value: 14 });
    expect(() => ask('It is noted that a number of the releases', [...rows, devRow({})])).toThrow(/halfway/);
  });

  it('ranks municipalities by people killed, leaving out rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('It is noted that the loss of life', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('It is noted that the loss of life', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest police victim by event date, a zero or unstated police figure not counting', () => {
    const rows = [
      devRow({ event_date: '2016-04-01', victims_police: 2 }),
      devRow({ event_date: '2015-01-01', victims_police: 0 }),
      devRow({ event_date: '2014-01-01', victims_police: null }),
      devRow({ event_date: null, published_date: '2013-01-01', victims_police: 1 }),
      devRow({ event_date: '2019-01-01', victims_police: 1 }),
    ];
    expect(ask('The investigator requests confirmation of the date of the earliest', rows)).toEqual({
      kind: 'date',
      value: '2016-04-01',
    });
  });

  it('bounds the post-2016 period inclusively and counts murder alone, not attempted murder', () => {
    const ec = (crimes: string[], event_date: string | null) =>
      devRow({ province: 'Eastern Cape', crimes, event_date, published_date: '2026-01-01' });
    const rows = [
      ec(['murder'], '2017-01-01'),
      ec(['murder', 'attempted murder'], '2025-12-31'),
      ec(['murder'], '2016-12-31'),
      ec(['murder'], '2026-01-01'),
      ec(['murder'], null),
      ec(['attempted murder'], '2020-06-01'),
      ec(['culpable homicide'], '2020-06-01'),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2020-06-01' }),
    ];
    expect(ask('For my Grade 11 class', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('splits the presidencies at 14/15 February 2018 and refuses a comparison the wrong way round', () => {
    const killed = (event_date: string | null, victims_killed: number | null) =>
      devRow({ crimes: ['murder'], event_date, victims_killed });
    const rows = [
      killed('2018-02-14', 3),
      killed('2009-05-09', 1),
      killed('2009-05-08', 10),
      killed('2018-02-15', 5),
      killed('2025-12-31', 2),
      killed('2024-01-01', null),
      killed(null, 20),
    ];
    expect(ask('Comparing two presidencies', rows)).toEqual({ kind: 'number', value: 3 });
    expect(() => ask('Comparing two presidencies', [...rows, killed('2010-01-01', 3)])).toThrow(
      /does not have more/,
    );
  });

  it('takes the kidnapping share over the incidents dated in the decade only', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2015-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2024-12-31' }),
      devRow({ crimes: ['theft'], event_date: '2020-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2025-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null }),
      devRow({ crimes: ['theft'], event_date: '2014-12-31' }),
    ];
    expect(ask('Over the last decade, which for this lesson', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums child victims of rape cases only, in notebook b', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 2 }),
      devRow({ crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('Vana in the rape cases', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('finds a farm murder in the state of disaster by the location word and event date', () => {
    const farm = (crimes: string[], event_date: string | null, location = 'De Rots Farm, Senekal') =>
      devRow({ notebook: 'b', crimes, event_date, location, published_date: '2021-01-01' });
    const none = [
      farm(['murder'], '2020-03-14'),
      farm(['murder'], '2022-04-05'),
      farm(['murder'], null),
      farm(['attempted murder'], '2021-01-01'),
      farm(['murder'], '2021-01-01', 'Senekal town'),
    ];
    expect(ask('During the COVID-19 national state of disaster, from', none)).toEqual({
      kind: 'text',
      value: 'No',
    });
    const one = [...none, farm(['murder', 'house robbery'], '2022-04-04', 'farm near Glen')];
    expect(ask('During the COVID-19 national state of disaster, from', one)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks municipalities by suspects arrested within 2016 to 2025 only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        municipality: 'Rustenburg',
        num_suspects_arrested: 12,
        event_date: '2020-02-26',
      }),
      devRow({
        notebook: 'b',
        municipality: 'Rustenburg',
        num_suspects_arrested: null,
        event_date: '2021-01-01',
      }),
      devRow({
        notebook: 'b',
        municipality: 'Madibeng',
        num_suspects_arrested: 30,
        event_date: '2015-12-31',
      }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 20, event_date: null }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 4, event_date: '2016-01-01' }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 40, event_date: '2020-01-01' }),
    ];
    expect(ask('Over the last decade, taken here', rows)).toEqual({
      kind: 'text',
      value: ['Rustenburg', 'Rustenburg'],
    });
  });

  it('takes the arrest share of the sixth administration over its dated incidents, unstated arrests not arrests', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-05-25', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2024-06-13', arrest_made: null }),
      devRow({ notebook: 'b', event_date: '2022-01-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2019-05-24', arrest_made: false }),
      devRow({ notebook: 'b', event_date: null, arrest_made: false }),
    ];
    expect(ask('Under the sixth democratic administration', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts Saturdays and July by event date, and the female excess with unstated figures adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-07-01', province: 'Free State', victims_female: 3 }), // Saturday in July
      devRow({ notebook: 'b', event_date: '2022-07-04', province: 'Free State', victims_female: null }), // Monday in July
      devRow({ notebook: 'b', event_date: '2024-01-06', province: 'Mpumalanga', victims_female: 1 }), // Saturday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-07-06', province: 'Mpumalanga' }),
    ];
    expect(ask('Saterday only', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Mandela was born in July', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('The investigator requests confirmation of how many more female', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });
});
