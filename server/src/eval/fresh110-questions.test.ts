import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH110_QUESTIONS } from './fresh110-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-tenth fresh question set (blind)', FRESH110_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH110_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH110_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-tenth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], num_victims: 5 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 6 }),
      bRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Olá, I write from Mpumalanga', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('counts Sunday assaltos by the event date, robberies of any kind but not carjackings', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-14' }), // Sunday
      devRow({ crimes: ['robbery', 'murder'], event_date: '2024-01-21' }), // Sunday
      devRow({ crimes: ['armed robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-07' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-07' }),
      devRow({ crimes: ['business robbery'], event_date: null, published_date: '2024-01-07' }),
    ];
    expect(ask('My husband is home only on Sunday', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('needs a stated police victim of an attempted murder in the Western Cape for a yes', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], victims_police: null }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], victims_police: 0 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_police: 2 }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'], victims_police: 3 }),
    ];
    expect(ask('Sim ou não: in the Western Cape', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOfficer = [
      ...rows,
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], victims_police: 1 }),
    ];
    expect(ask('Sim ou não: in the Western Cape', withOfficer)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the share of murders with no arrest over every murder row, an unstated arrest being neither', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('The third gallery', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('compares the killed of 2022 and 2023 by event date, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2023-06-01', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2023-07-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-03-01', victims_killed: 8 }),
      devRow({
        crimes: ['murder'],
        event_date: '2021-12-30',
        published_date: '2022-01-02',
        victims_killed: 4,
      }),
    ];
    expect(ask('Memory is comparative', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [...rows, devRow({ crimes: ['murder'], event_date: '2023-02-01', victims_killed: 6 })];
    expect(() => ask('Memory is comparative', reversed)).toThrow(/does not have more/);
  });

  it('ranks municipalities by people killed, leaving out rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('The exhibition will give one place', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('The exhibition will give one place', tied)).toThrow(/no single leader/);
  });

  it('ranks only the three named provinces by suspects arrested, nulls adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 3 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 2 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 1 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 20 }),
    ];
    expect(ask('Which of these provinces - A) Gauteng', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'Western Cape', num_suspects_arrested: 1 })];
    expect(() => ask('Which of these provinces - A) Gauteng', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest farm incident by event date, finding a farm in the location in any case', () => {
    const rows = [
      bRow({ location: 'Lismor Farm, near Kestell', event_date: '2019-05-01' }),
      bRow({ location: 'farm near Glen', event_date: null, published_date: '2010-01-01' }),
      bRow({ location: 'Phuthaditjhaba', event_date: '2012-01-01' }),
      bRow({ location: 'a FARM outside Senekal', event_date: '2018-03-04', published_date: '2019-06-01' }),
      devRow({ location: 'farm near Howick', event_date: '2011-01-01' }),
    ];
    expect(ask('The farm recurs', rows)).toEqual({ kind: 'date', value: '2018-03-04' });
  });

  it('answers the Mpumalanga carjacking arrest by a stated arrest of a carjacking alone', () => {
    const rows = [
      bRow({ province: 'Mpumalanga', crimes: ['carjacking'], arrest_made: null }),
      bRow({ province: 'Mpumalanga', crimes: ['carjacking'], arrest_made: false }),
      bRow({ province: 'Mpumalanga', crimes: ['truck hijacking'], arrest_made: true }),
      bRow({ province: 'Limpopo', crimes: ['carjacking'], arrest_made: true }),
    ];
    expect(ask('Sim ou não: was anybody arrested', rows)).toEqual({ kind: 'text', value: 'No' });
    const caught = [
      ...rows,
      bRow({ province: 'Mpumalanga', crimes: ['carjacking', 'kidnapping'], arrest_made: true }),
    ];
    expect(ask('Sim ou não: was anybody arrested', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('splits murders at 1 January 2020 by event date, undated murders on neither side', () => {
    const murder = (event_date: string | null) =>
      bRow({ crimes: ['murder'], event_date, published_date: '2019-06-01' });
    const rows = [
      murder('2019-12-31'),
      murder('2018-01-01'),
      murder('2020-01-01'),
      murder(null),
      murder(null),
      bRow({ crimes: ['attempted murder'], event_date: '2015-01-01' }),
    ];
    expect(ask('True or false: more murders', rows)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
    const later = [...rows, murder('2021-05-05')];
    expect(ask('True or false: more murders', later)).toEqual({ kind: 'text', value: ['No', 'False'] });
  });

  it("takes the Free State's share of the stated killed, to the nearest whole percent", () => {
    const rows = [
      bRow({ province: 'Free State', victims_killed: 2 }),
      bRow({ province: 'Free State', victims_killed: null, num_victims: 4 }),
      bRow({ province: 'Limpopo', victims_killed: 3 }),
      bRow({ province: 'North West', victims_killed: 1 }),
      bRow({ province: 'North West', victims_killed: null }),
    ];
    expect(ask('Of all the lives lost', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums the female victims of rape incidents only, and the Limpopo/North West/Northern Cape rape ranking', () => {
    const rows = [
      bRow({ province: 'Northern Cape', crimes: ['rape'], victims_female: 3 }),
      bRow({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'], victims_female: null }),
      bRow({ province: 'North West', crimes: ['rape'], victims_female: 1 }),
      bRow({ province: 'Free State', crimes: ['rape'], victims_female: 1 }),
      bRow({ province: 'Free State', crimes: ['rape'], victims_female: 1 }),
      bRow({ province: 'Free State', crimes: ['rape'], victims_female: 1 }),
      bRow({ province: 'Limpopo', crimes: ['sexual assault'], victims_female: 4 }),
      bRow({ province: 'Limpopo', crimes: ['murder'], victims_female: 2 }),
    ];
    expect(ask('Sexual violence is so often', rows)).toEqual({ kind: 'number', value: 7 });
    expect(ask('Which of these provinces - A) Limpopo', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
  });

  it('counts July incidents in any year and the 2020 incidents by event date alone', () => {
    const rows = [
      bRow({ event_date: '2020-07-01' }),
      bRow({ event_date: '2017-07-31' }),
      bRow({ event_date: '2020-08-01' }),
      bRow({ event_date: null, published_date: '2020-07-15' }),
      bRow({ event_date: '2019-12-31', published_date: '2020-01-02' }),
    ];
    expect(ask('For ten points: how many incidents took place in the month of July', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(ask('The year 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
