import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH123_QUESTIONS } from './fresh123-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-third fresh question set (blind)', FRESH123_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH123_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH123_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-twenty-third fresh set reads the ground truth as its header says', () => {
  it('sums only the stated injured of its own notebook', () => {
    const rows = [
      devRow({ victims_injured: 4 }),
      devRow({ victims_injured: null }),
      devRow({ victims_injured: 0 }),
      devRow({}),
      bRow({ victims_injured: 10 }),
    ];
    expect(ask('how many ppl injured', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts weekend murders by event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-14' }), // Sunday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      bRow({ crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('weekends we get', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Gauteng 2024 murder question by event year, not by publication', () => {
    const rows = [
      devRow({
        crimes: ['murder'],
        province: 'Gauteng',
        event_date: '2023-12-31',
        published_date: '2024-01-02',
      }),
      devRow({ crimes: ['murder'], province: 'Gauteng', event_date: null, published_date: '2024-05-01' }),
      devRow({ crimes: ['attempted murder'], province: 'Gauteng', event_date: '2024-03-01' }),
      devRow({ crimes: ['murder'], province: 'Limpopo', event_date: '2024-03-01' }),
      bRow({ crimes: ['murder'], province: 'Gauteng', event_date: '2024-03-01' }),
    ];
    expect(ask('any murder in gauteng', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ crimes: ['murder'], province: 'Gauteng', event_date: '2024-12-31' })];
    expect(ask('any murder in gauteng', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('gives killed and injured of attempted-murder incidents in that order, unstated figures adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 3, victims_injured: 1 }),
      devRow({ crimes: ['attempted murder'], victims_killed: null, victims_injured: 5 }),
      devRow({ crimes: ['murder'], victims_killed: 9, victims_injured: 9 }),
      bRow({ crimes: ['attempted murder'], victims_killed: 7, victims_injured: 7 }),
    ];
    expect(ask('Across the incidents in which', rows)).toEqual({ kind: 'list', value: [3, 6] });
  });

  it('nets the Gauteng arrests of cash-in-transit and truck-hijacking cases out, the unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['house robbery'], num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 6 }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 3 }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'], num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', crimes: ['theft'], num_suspects_arrested: 8 }),
    ];
    expect(ask('How many suspects were arrested in Gauteng', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes "no arrest" as a stated false over all murder rows, an unstated arrest being neither', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Of the incidents involving a murder', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks municipalities by stated killed, leaving rows without a municipality out, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Tshwane', victims_killed: 3 }),
      devRow({ municipality: 'Ekurhuleni', victims_killed: 2 }),
      devRow({ municipality: 'Ekurhuleni', victims_killed: null }),
      devRow({ municipality: null, victims_killed: 10 }),
      bRow({ municipality: 'Ekurhuleni', victims_killed: 5 }),
    ];
    expect(ask('Taking the municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Tshwane', 'Tshwane'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', victims_killed: 1 })];
    expect(() => ask('Taking the municipality', tied)).toThrow(/no single leader/);
  });

  it('compares the two periods by event date, the undated left out, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2024-12-31' }),
      devRow({ event_date: '2023-06-01' }),
      devRow({ event_date: '2025-01-01' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: null, published_date: '2023-01-01' }),
    ];
    expect(ask('Comparing the three-year periods', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2020-01-01' }),
      devRow({ event_date: '2021-01-01' }),
    ];
    expect(() => ask('Comparing the three-year periods', reversed)).toThrow(/does not have more/);
  });

  it('ranks provinces by stated injured and dates the first Eastern Cape murder by event date', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 5 }),
      devRow({ province: 'Eastern Cape', victims_injured: 4, crimes: ['murder'], event_date: '2020-03-01' }),
      devRow({ province: 'Eastern Cape', victims_injured: null, crimes: ['murder'], event_date: null }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2014-01-01' }),
    ];
    expect(ask('Molo. Ndibhalela', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(ask('Tata wants to know the date', rows)).toEqual({ kind: 'date', value: '2020-03-01' });
  });

  it('dates the latest Limpopo cop victim by a stated police figure above zero', () => {
    const rows = [
      bRow({ province: 'Limpopo', victims_police: 1, event_date: '2020-06-27' }),
      bRow({ province: 'Limpopo', victims_police: 0, event_date: '2023-01-01' }),
      bRow({ province: 'Limpopo', victims_police: null, event_date: '2024-01-01' }),
      bRow({ province: 'Limpopo', victims_police: 2, event_date: null, published_date: '2025-01-01' }),
      bRow({ province: 'North West', victims_police: 1, event_date: '2025-02-01' }),
      devRow({ province: 'Limpopo', victims_police: 1, event_date: '2025-03-01' }),
    ];
    expect(ask('last time a cop', rows)).toEqual({ kind: 'date', value: '2020-06-27' });
  });

  it('counts Fridays and Decembers by event date, in any year, the undated left out', () => {
    const rows = [
      bRow({ event_date: '2024-12-06' }), // Friday, December
      bRow({ event_date: '2016-12-27' }), // Tuesday, December
      bRow({ event_date: '2023-07-07' }), // Friday
      bRow({ event_date: '2024-11-30' }), // Saturday
      bRow({ event_date: null, published_date: '2024-12-06' }), // published on a Friday in December
      devRow({ event_date: '2024-12-06' }),
    ];
    expect(ask('payday friday', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('kuDisemba', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says yes to women suspects only on a stated female suspect in its own notebook', () => {
    const none = [
      bRow({ suspects_female: null }),
      bRow({ suspects_female: 0, suspects_male: 3 }),
      devRow({ suspects_female: 2 }),
    ];
    expect(ask('were any of the suspects', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('were any of the suspects', [...none, bRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('nets only the stated no-arrest incidents out of the Limpopo and Mpumalanga counts, in that order', () => {
    const rows = [
      bRow({ province: 'Limpopo', arrest_made: true }),
      bRow({ province: 'Limpopo', arrest_made: false }),
      bRow({ province: 'Limpopo', arrest_made: null }),
      bRow({ province: 'Mpumalanga', arrest_made: true }),
      bRow({ province: 'North West', arrest_made: true }),
    ];
    expect(ask('How many incidents were recorded in Limpopo', rows)).toEqual({ kind: 'list', value: [2, 1] });
  });

  it('ranks provincial arrests net of illegal mining, which can change the leader', () => {
    const rows = [
      bRow({ province: 'Mpumalanga', crimes: ['illegal mining', 'other'], num_suspects_arrested: 19 }),
      bRow({ province: 'Mpumalanga', crimes: ['theft'], num_suspects_arrested: 2 }),
      bRow({ province: 'North West', crimes: ['house robbery'], num_suspects_arrested: 5 }),
      bRow({ province: 'North West', crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ province: 'Mpumalanga', crimes: ['theft'], num_suspects_arrested: 30 }),
    ];
    expect(ask('Which province accounts', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('finds a village by the word in the location, in any case, and sums North West killed as stated', () => {
    const rows = [
      bRow({ location: 'Sonkwane village', province: 'North West', victims_killed: 2 }),
      bRow({ location: 'R529 road next to Maphata Village, outside Giyani', victims_killed: 1 }),
      bRow({ location: 'Mahikeng', province: 'North West', victims_killed: null }),
      bRow({ location: 'Villiers', province: 'North West', victims_killed: 1 }),
      devRow({ location: 'Mpozolo Village, Willowvale', province: 'North West', victims_killed: 6 }),
    ];
    expect(ask('Tata says the police forget', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Abantu ababulewe', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
