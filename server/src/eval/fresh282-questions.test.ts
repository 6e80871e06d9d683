import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH282_QUESTIONS } from './fresh282-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-second fresh question set (blind)', FRESH282_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH282_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH282_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-second fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape incidents from 2019 by event date, the undated and other provinces left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2019-01-01' }),
      devRow({ province: 'Western Cape', event_date: '2024-06-30' }),
      devRow({ province: 'Western Cape', event_date: '2018-12-31', published_date: '2019-01-03' }),
      devRow({ province: 'Western Cape', event_date: null, published_date: '2022-01-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2021-01-01' }),
      devRow({ notebook: 'b', province: 'Western Cape', event_date: '2021-01-01' }),
    ];
    expect(ask('Skipper here', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed of the Eastern Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, num_victims: 5 }),
      devRow({ province: 'Eastern Cape', victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
    ];
    expect(ask('Rough crossing', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks municipalities of notebook a leaving unknown ones out, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Every run has', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    expect(() => ask('Every run has', [...rows, devRow({ municipality: 'Ekurhuleni' })])).toThrow(
      /no single leader/,
    );
  });

  it('dates the first kidnapping by event date, an undated one never the earliest', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: '2017-02-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['human trafficking'], event_date: '2012-01-01' }),
    ];
    expect(ask('Plain question.', rows)).toEqual({ kind: 'date', value: '2017-02-01' });
  });

  it('ranks provinces by suspects arrested summed, not by how many incidents they hold', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 5 }),
    ];
    expect(ask('Ladies and gentlemen', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    expect(() =>
      ask('Ladies and gentlemen', [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 2 })]),
    ).toThrow(/no single leader/);
  });

  it('takes the gun share over every incident of the notebook, and compares attempted murders with murders', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['attempted murder', 'murder'] }),
      devRow({ crimes: ['theft'], event_date: null }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Next round', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('True or false', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ crimes: ['attempted murder'] })];
    expect(ask('True or false', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts KwaZulu-Natal winter incidents in June to August of any year, undated ones out', () => {
    const kzn = (event_date: string | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, published_date: '2024-07-15' });
    const rows = [
      kzn('2019-06-01'),
      kzn('2023-08-31'),
      kzn('2020-09-01'),
      kzn('2021-05-31'),
      kzn(null),
      devRow({ province: 'Gauteng', event_date: '2022-07-01' }),
    ];
    expect(ask('Lightning round', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the women share over the victims of stated sex, and the median over every stated age', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3, suspect_ages: [20, 40] }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null, suspect_ages: [31] }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0, suspect_ages: null }),
      devRow({ notebook: 'b', victims_female: 9, victims_male: 0, suspect_ages: [99] }),
    ];
    expect(ask("If I've understood", rows)).toEqual({ kind: 'number', value: 40 });
    expect(ask("I'm hedging a little", rows)).toEqual({ kind: 'number', value: 31 });
    const even = [...rows, devRow({ suspect_ages: [34] })];
    expect(ask("I'm hedging a little", even)).toEqual({ kind: 'number', value: 32.5 });
  });

  it('counts Gauteng kidnappings with a stated arrest only', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], arrest_made: true }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], arrest_made: null }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], arrest_made: false }),
      devRow({ province: 'Gauteng', crimes: ['murder'], arrest_made: true }),
      devRow({ province: 'Limpopo', crimes: ['kidnapping'], arrest_made: true }),
    ];
    expect(ask('Possibly a narrow one', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts 2023-2024 by event date, both ends of the window included, the undated left out', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-03-01' });
    const rows = [
      b('2023-01-01'),
      b('2024-12-31'),
      b('2022-12-31'),
      b('2025-01-01'),
      b('2024-07-10'),
      b(null),
    ];
    expect(ask('Count me the incidents', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by victims summed, not by incidents, and refuses a tie', () => {
    const b = (province: string, num_victims: number | null) =>
      devRow({ notebook: 'b', province, num_victims });
    const rows = [b('Limpopo', 1), b('Limpopo', 1), b('Limpopo', null), b('Free State', 3)];
    expect(ask('Think of the victims', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(() => ask('Think of the victims', [...rows, b('Limpopo', 1)])).toThrow(/no single leader/);
  });

  it('dates the last murder without attempted murders or undated murders', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-07-30' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2025-06-01' }),
      devRow({ notebook: 'b', crimes: ['culpable homicide'], event_date: '2024-05-05' }),
    ];
    expect(ask('Last murder on the log', rows)).toEqual({ kind: 'date', value: '2023-07-30' });
  });

  it('ranks municipalities leaving unknown ones out, answering with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela' }),
      devRow({ notebook: 'b', municipality: 'City of Mbombela' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Drumroll please', rows)).toEqual({ kind: 'text', value: ['City of Mbombela', 'Mbombela'] });
  });

  it('sets the Free State killed against the other three provinces summed', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 4 }),
    ];
    expect(ask('Here is the big one', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const level = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', victims_killed: 1 })];
    expect(ask('Here is the big one', level)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts weekend rapes by event date, and averages victims over the rows that state them', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2023-12-03', num_victims: 1 }), // Sunday
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2016-02-06', num_victims: 2 }), // Saturday
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2024-08-12', num_victims: null }), // Monday
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null, published_date: '2024-01-06' }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2024-01-06', num_victims: 0 }),
    ];
    expect(ask('And the next category', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('On average', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums female kidnapping victims and the injured of two provinces, unstated figures adding nothing', () => {
    const rows = [
      devRow({
        notebook: 'b',
        crimes: ['kidnapping'],
        victims_female: 2,
        province: 'Free State',
        victims_injured: 1,
      }),
      devRow({
        notebook: 'b',
        crimes: ['kidnapping', 'rape'],
        victims_female: null,
        province: 'North West',
        victims_injured: 3,
      }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 4, province: 'Limpopo', victims_injured: 6 }),
      devRow({
        notebook: 'b',
        crimes: ['kidnapping'],
        victims_female: 1,
        province: 'North West',
        victims_injured: null,
      }),
    ];
    expect(ask('Perhaps a narrow one', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask("I'm wary of reading", rows)).toEqual({ kind: 'number', value: 4 });
  });
});
