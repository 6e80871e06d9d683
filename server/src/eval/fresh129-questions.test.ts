import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH129_QUESTIONS } from './fresh129-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-ninth fresh question set (blind)', FRESH129_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH129_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH129_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of CIT incidents of its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({
        crimes: ['cash-in-transit robbery', 'illegal firearm possession'],
        num_suspects_arrested: null,
      }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 9 }),
    ];
    expect(ask('CIT robberies: total', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes a hijacking as a carjacking or a truck hijacking, and needs the kidnapping too', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping', 'other'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['kidnapping', 'armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['carjacking', 'kidnapping'] }),
    ];
    expect(ask('How many hijackings, vehicle or truck', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks the exposure hotspot by CIT, business robbery and hijacking incidents, each counted once, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery', 'carjacking'] }),
      devRow({ province: 'Eastern Cape', crimes: ['business robbery'] }),
      devRow({ province: 'Eastern Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['house robbery'] }),
    ];
    expect(ask('Taking CIT, business robbery', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['business robbery'] })];
    expect(() => ask('Taking CIT, business robbery', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest incident by event date alone, never by an undated row or a publication date', () => {
    const rows = [
      devRow({ event_date: '2019-05-01', published_date: '2019-05-02' }),
      devRow({ event_date: null, published_date: '2012-01-01' }),
      devRow({ event_date: '2016-03-03', published_date: '2016-03-10' }),
      devRow({ notebook: 'b', event_date: '2010-01-01' }),
    ];
    expect(ask("What's the earliest incident", rows)).toEqual({ kind: 'date', value: '2016-03-03' });
  });

  it('answers Yes to children in KZN only on a stated child there, not on an unstated figure or another province', () => {
    const none = [
      devRow({ province: 'KwaZulu-Natal', victims_children: null, num_victims: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 0 }),
      devRow({ province: 'Western Cape', victims_children: 2 }),
    ];
    expect(ask('Were there any kids', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ province: 'KwaZulu-Natal', victims_children: 1 })];
    expect(ask('Were there any kids', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds a woman suspect only where the release states one', () => {
    const rows = [
      devRow({ suspects_female: null, suspects_male: 3 }),
      devRow({ suspects_female: 0, suspects_male: 1 }),
      devRow({ notebook: 'b', suspects_female: 2 }),
    ];
    expect(ask('Is there any incident in this notebook', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is there any incident in this notebook', [...rows, devRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts the no-arrest incidents from 2020 by event date, a stated false only', () => {
    const rows = [
      devRow({ arrest_made: false, event_date: '2020-01-01' }),
      devRow({ arrest_made: false, event_date: '2024-06-30' }),
      devRow({ arrest_made: false, event_date: '2019-12-31' }),
      devRow({ arrest_made: false, event_date: null, published_date: '2023-01-01' }),
      devRow({ arrest_made: null, event_date: '2022-02-02' }),
      devRow({ arrest_made: true, event_date: '2022-02-02' }),
    ];
    expect(ask('From 2020 onwards', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by suspects arrested, leaving rows without a municipality out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: null, num_suspects_arrested: 10 }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('compares arrests by province as a difference of sums, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested: 2 }),
      devRow({ notebook: 'a', province: 'Free State', num_suspects_arrested: 20 }),
    ];
    const b = rows.filter((r) => r.notebook === 'b');
    expect(ask('By how many does the number', b)).toEqual({ kind: 'number', value: 3 });
    expect(() =>
      ask('By how many does the number', [
        ...b,
        devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested: 4 }),
      ]),
    ).toThrow(/does not have more/);
  });

  it('counts murders since 2020 by event date, leaving undated and attempted murders out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder', 'armed robbery'], event_date: '2023-05-05' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2019-12-31' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2024-01-01' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2021-01-01' }),
      devRow({ notebook: 'b', crimes: ['culpable homicide'], event_date: '2021-01-01' }),
    ];
    expect(ask('How many murders have we got', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the hijacking arrest share over all hijackings, an unstated arrest in the whole but not the part', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], arrest_made: true }),
    ];
    expect(ask('Of the hijackings (car and truck)', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums police victims between 2019 and 2021 inclusive by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-01-01', victims_police: 1 }),
      devRow({ notebook: 'b', event_date: '2021-12-31', victims_police: 2 }),
      devRow({ notebook: 'b', event_date: '2022-01-01', victims_police: 4 }),
      devRow({ notebook: 'b', event_date: '2018-12-31', victims_police: 8 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2020-05-05', victims_police: 16 }),
      devRow({ notebook: 'b', event_date: '2020-05-05', victims_police: null }),
    ];
    expect(ask('How many police officers were victimised', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by the stated killed, unstated figures adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null, num_victims: 5 }),
    ];
    expect(ask('which province had the most people killed', rows)).toEqual({
      kind: 'text',
      value: 'Free State',
    });
  });
});
