import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH107_QUESTIONS } from './fresh107-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventh fresh question set (blind)', FRESH107_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH107_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH107_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the killed of Eastern Cape murders only, attempted murder and unstated figures adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], victims_killed: 3 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      b({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 1 }),
    ];
    expect(ask('Eish my bra', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts hijackings as carjackings or truck hijackings, not robberies, each incident once', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(ask('Haibo', rows)).toEqual({ kind: 'number', value: 3 });
    const arrests = [
      b({ crimes: ['carjacking'], num_suspects_arrested: 3 }),
      b({ crimes: ['truck hijacking'], num_suspects_arrested: null }),
      b({ crimes: ['business robbery'], num_suspects_arrested: 7 }),
      b({ crimes: ['truck hijacking'], num_suspects_arrested: 2 }),
    ];
    expect(ask('Sho bra', arrests)).toEqual({ kind: 'number', value: 5 });
  });

  it('reads a Sunday from the event date alone, never from the publication date', () => {
    const published = [
      devRow({
        province: 'Gauteng',
        crimes: ['murder'],
        event_date: '2024-01-08',
        published_date: '2024-01-07',
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: null, published_date: '2024-01-14' }),
      devRow({ province: 'Limpopo', crimes: ['murder'], event_date: '2024-01-07' }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'], event_date: '2024-01-07' }),
    ];
    expect(ask('Hongu kana kwete: was there any murder', published)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [
      ...published,
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2024-01-07' }),
    ];
    expect(ask('Hongu kana kwete: was there any murder', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts weekend rapes by event weekday, sexual assault and undated rapes left out', () => {
    const rows = [
      b({ crimes: ['rape'], event_date: '2024-01-06' }), // Saturday
      b({ crimes: ['rape', 'kidnapping'], event_date: '2024-01-07' }), // Sunday
      b({ crimes: ['rape'], event_date: '2024-01-05' }), // Friday
      b({ crimes: ['rape'], event_date: null, published_date: '2024-01-06' }),
      b({ crimes: ['sexual assault'], event_date: '2024-01-06' }),
    ];
    expect(ask('Eish, weekends', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers a police victim in the Free State only from a stated figure above zero', () => {
    const rows = [
      b({ province: 'Free State', victims_police: 0 }),
      b({ province: 'Free State', victims_police: null }),
      b({ province: 'North West', victims_police: 2 }),
    ];
    expect(ask('Hongu kana kwete: was any mupurisa', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, b({ province: 'Free State', victims_police: 1 })];
    expect(ask('Hongu kana kwete: was any mupurisa', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the male share over victims of stated sex to one decimal place', () => {
    const rows = [
      devRow({ victims_female: 1, victims_male: 2 }),
      devRow({ victims_female: null, victims_male: 4 }),
      devRow({ victims_female: null, victims_male: null, num_victims: 6 }),
      b({ victims_female: 0, victims_male: 9 }),
    ];
    // 6 male of 7 of stated sex: 85.714...
    expect(ask('Question 4: Consider only', rows)).toEqual({ kind: 'number', value: 85.7 });
  });

  it("takes a province's share of all arrests to one decimal place, unstated arrests adding nothing", () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 2 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: null }),
      b({ province: 'Limpopo', num_suspects_arrested: 3 }),
      b({ province: 'North West', num_suspects_arrested: 1 }),
    ];
    expect(ask('Question 4: Of all the suspects', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('takes the murder share over every Western Cape incident, undated ones included', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: null }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Question 1(a): Use only', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('measures severity as the stated killed plus injured, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2, victims_injured: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null, victims_injured: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 3, victims_injured: 0 }),
    ];
    expect(ask('For our severity model', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', victims_killed: null, victims_injured: 1 })];
    expect(() => ask('For our severity model', tied)).toThrow(/no single leader/);
  });

  it('ranks municipalities from 2020 onwards by event date, rows without a municipality left out', () => {
    const rows = [
      b({ municipality: 'Mangaung', event_date: '2020-01-01' }),
      b({ municipality: 'Madibeng', event_date: '2019-12-31', published_date: '2020-01-02' }),
      b({ municipality: 'Madibeng', event_date: null, published_date: '2024-01-01' }),
      b({ municipality: null, event_date: '2023-05-05' }),
      b({ municipality: null, event_date: '2024-05-05' }),
    ];
    expect(ask('Emerging hot spots', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
  });

  it('compares two-year periods by event date and refuses a reversed trend', () => {
    const rows = [
      b({ event_date: '2023-01-01' }),
      b({ event_date: '2024-12-31' }),
      b({ event_date: '2025-01-01' }),
      b({ event_date: '2017-06-01' }),
      b({ event_date: null, published_date: '2016-05-01' }),
    ];
    expect(ask('Frequency trend', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b({ event_date: '2016-02-02' }), b({ event_date: '2017-02-02' })];
    expect(() => ask('Frequency trend', reversed)).toThrow(/does not have more/);
  });

  it('counts robberies of any type in North West, hijackings not among them', () => {
    const rows = [
      b({ province: 'North West', crimes: ['house robbery'] }),
      b({ province: 'North West', crimes: ['cash-in-transit robbery', 'illegal firearm possession'] }),
      b({ province: 'North West', crimes: ['robbery'] }),
      b({ province: 'North West', crimes: ['carjacking'] }),
      b({ province: 'North West', crimes: ['truck hijacking'] }),
      b({ province: 'Free State', crimes: ['armed robbery'] }),
    ];
    expect(ask('Robbery frequency in North West', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts winter incidents in any year by event month, and dates the earliest murder by event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-06-01', published_date: '2019-06-02' }),
      devRow({ crimes: ['theft'], event_date: '2015-08-31' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2010-07-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2012-09-01' }),
    ];
    expect(ask('Question 3(b)', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Question 5(c)', rows)).toEqual({ kind: 'date', value: '2019-06-01' });
  });
});
