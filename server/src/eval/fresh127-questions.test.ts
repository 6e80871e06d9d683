import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH127_QUESTIONS } from './fresh127-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-seventh fresh question set (blind)', FRESH127_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH127_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH127_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-seventh fresh set reads the ground truth as its header says', () => {
  it('counts murder alone in KwaZulu-Natal, within the notebook asked about', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('how many murders in KZN', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums the stated police victims, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ victims_police: 2 }),
      devRow({ victims_police: null }),
      devRow({ victims_police: 0 }),
      devRow({ notebook: 'b', victims_police: 5 }),
    ];
    expect(ask('cops among the victims', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest CIT heist by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-04-03', published_date: '2021-04-05' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-10' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-07-01' }),
    ];
    expect(ask('latest CIT heist', rows)).toEqual({ kind: 'date', value: '2021-04-03' });
  });

  it('answers the Gauteng kidnapping question from the first day of 2021 on, by event date only', () => {
    const kidnap = (event_date: string | null, province = 'Gauteng') =>
      devRow({ crimes: ['kidnapping'], event_date, province, published_date: '2022-01-01' });
    const earlier = [kidnap('2020-12-31'), kidnap(null), kidnap('2023-05-05', 'Western Cape')];
    expect(ask('any kidnapings in Gauteng', earlier)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any kidnapings in Gauteng', [...earlier, kidnap('2021-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the murder no-arrest share over murder incidents, an unstated arrest not counted as none', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Of the incidents that include a murder', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('compares people killed by province from stated tolls, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Western Cape', victims_killed: 9 }),
    ];
    expect(ask('Adding up only the stated death tolls', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('Adding up only the stated death tolls', reversed)).toThrow(/does not have more/);
  });

  it('counts murders of 2019 to 2021 inclusive, leaving the undated and the edges outside out', () => {
    const killing = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2020-06-01' });
    const rows = [
      killing('2019-01-01'),
      killing('2021-12-31'),
      killing('2018-12-31'),
      killing('2022-01-01'),
      killing(null),
      devRow({ crimes: ['attempted murder'], event_date: '2020-03-03' }),
    ];
    expect(ask('How many incidents involving murder', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts children only in murder incidents, not in attempted murders', () => {
    const rows = [
      devRow({ crimes: ['murder', 'rape'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: null }),
      devRow({ crimes: ['attempted murder'], victims_children: 3 }),
    ];
    expect(ask('Restricting the analysis to incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities without the unknown ones, accepts the name without "City of", and refuses a tie', () => {
    const inPlace = (municipality: string | null) => devRow({ notebook: 'b', municipality });
    const rows = [inPlace('City of Matlosana'), inPlace('City of Matlosana'), inPlace('Mangaung')];
    const unknown = [inPlace(null), inPlace(null), inPlace(null)];
    expect(ask('Rank the municipalities', [...rows, ...unknown])).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    expect(() => ask('Rank the municipalities', [...rows, inPlace('Mangaung')])).toThrow(/no single leader/);
  });

  it('sums arrested suspects per province for the ranking, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'a', province: 'Limpopo', num_suspects_arrested: 9 }),
    ];
    expect(ask('Summing the number of suspects arrested', rows)).toEqual({
      kind: 'text',
      value: 'North West',
    });
  });

  it('compares year ranges by event date, whole years included and the undated left out', () => {
    const on = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-01' });
    const rows = [
      on('2023-01-01'),
      on('2024-12-31'),
      on('2024-06-06'),
      on(null),
      on('2016-12-31'),
      on('2018-01-01'),
      on('2025-01-01'),
    ];
    expect(ask('Going by the date each incident happened', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the women share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: null }),
      devRow({ num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Where the sex of the victims is given', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts a known attacker as partner, family or acquaintance, never a stranger or an unstated tie', () => {
    const tie = (relationship: string | null) => devRow({ notebook: 'b', relationship });
    const rows = [tie('partner'), tie('family'), tie('acquaintance'), tie('stranger'), tie(null)];
    expect(ask('In how many incidents was the perpetrator known', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts the first half of the year in any year by event date, the undated left out', () => {
    const on = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2020-03-01' });
    const rows = [on('2019-01-15'), on('2022-06-30'), on('2022-07-01'), on('2018-12-01'), on(null)];
    expect(ask('Pooling all years', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the police-victim question only from the provinces and crimes it names', () => {
    const row = (province: string, crimes: string[], victims_police: number | null) =>
      devRow({ notebook: 'b', province, crimes, victims_police });
    const none = [
      row('Mpumalanga', ['illegal firearm possession'], null),
      row('Mpumalanga', ['murder'], 2),
      row('Limpopo', ['armed robbery'], 1),
      row('Northern Cape', ['armed robbery'], 0),
    ];
    expect(ask('Were any police officers', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Were any police officers', [...none, row('Northern Cape', ['armed robbery'], 1)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });
});
