import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH157_QUESTIONS } from './fresh157-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-seventh fresh question set (blind)', FRESH157_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH157_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH157_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifty-seventh fresh set reads the ground truth as its header says', () => {
  it('holds both end days of a period by event date, leaving undated and unstated figures out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ event_date: '2021-12-31', victims_killed: 3 }),
      devRow({ event_date: '2022-01-01', victims_killed: 5 }),
      devRow({ event_date: '2018-12-31', victims_killed: 7 }),
      devRow({ event_date: '2020-06-01', victims_killed: null }),
      devRow({ event_date: null, published_date: '2020-06-01', victims_killed: 4 }),
    ];
    expect(ask('Kindly provide the total', rows)).toEqual({ kind: 'number', value: 5 });

    const window = [
      devRow({ notebook: 'b', event_date: '2022-01-01' }),
      devRow({ notebook: 'b', event_date: '2023-06-30' }),
      devRow({ notebook: 'b', event_date: '2023-07-01' }),
      devRow({ notebook: 'b', event_date: '2021-12-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2022-05-01' }),
    ];
    expect(ask('How many incidents occurred in the period', window)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums Gauteng arrests inside the period only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2019-07-01', num_suspects_arrested: 3 }),
      devRow({ province: 'Gauteng', event_date: '2022-06-30', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', event_date: '2019-06-30', num_suspects_arrested: 10 }),
      devRow({ province: 'Gauteng', event_date: '2022-07-01', num_suspects_arrested: 10 }),
      devRow({ province: 'Gauteng', event_date: '2020-01-01', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', event_date: '2020-01-01', num_suspects_arrested: 10 }),
    ];
    expect(ask('What was the total number of suspects arrested in Gauteng', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('compares provinces by their sums, and refuses a comparison the other way round', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 6 }),
      devRow({ province: 'Western Cape', victims_injured: null }),
      devRow({ province: 'Eastern Cape', victims_injured: 4 }),
      devRow({ province: 'Gauteng', victims_injured: 9 }),
    ];
    expect(ask('By how many did the number of persons injured', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', victims_injured: 3 })];
    expect(() => ask('By how many did the number of persons injured', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('takes an arrest as a stated true over all the province incidents, to the nearest percent', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', arrest_made: true }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: null }),
      devRow({ province: 'Gauteng', arrest_made: true }),
    ];
    expect(ask('What percentage of the incidents recorded in KwaZulu-Natal', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('finds a township by the word in the location and a city by its municipality', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ location: 'Enkanini, khayelitsha', municipality: 'City of Cape Town', victims_killed: 1 }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 9 }),
    ];
    expect(ask('how many ppl were killed in khayelitsha', rows)).toEqual({ kind: 'number', value: 5 });

    const joburg = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 }),
      devRow({ municipality: null, location: 'Johannesburg', num_suspects_arrested: 5 }),
    ];
    expect(ask('total skollies arrested in joburg', joburg)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers police victims yes only for a stated figure above zero in the City of Cape Town', () => {
    const none = [
      devRow({ municipality: 'City of Cape Town', victims_police: 0 }),
      devRow({ municipality: 'City of Cape Town', victims_police: null }),
      devRow({ municipality: 'Swartland', victims_police: 2 }),
    ];
    expect(ask('our area cape town', none)).toEqual({ kind: 'text', value: 'No' });
    const some = [...none, devRow({ municipality: 'City of Cape Town', victims_police: 1 })];
    expect(ask('our area cape town', some)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes "never caught" as a stated false, not an unstated arrest', () => {
    const unstated = [devRow({ notebook: 'b', municipality: 'Mangaung', arrest_made: null })];
    expect(ask('mangaung - any case', unstated)).toEqual({ kind: 'text', value: 'No' });
    const elsewhere = [...unstated, devRow({ notebook: 'b', municipality: 'Setsoto', arrest_made: false })];
    expect(ask('mangaung - any case', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const caught = [...elsewhere, devRow({ notebook: 'b', municipality: 'Mangaung', arrest_made: false })];
    expect(ask('mangaung - any case', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('lists each incident by the first settlement of its location, once per name', () => {
    const murder = (location: string, province = 'Limpopo', crimes = ['murder']) =>
      devRow({ notebook: 'b', location, province, crimes });
    const rows = [
      murder('R529 road next to Maphata Village, outside Giyani'),
      murder('Sonkwane village'),
      murder('Sonkwane village'),
      murder('Lwamondo Khumbe, outside Thohoyandou'),
      murder('Mecklenburg', 'Limpopo', ['attempted murder']),
      murder('Carolina', 'Mpumalanga'),
    ];
    expect(ask('which villages in limpopo', rows)).toEqual({
      kind: 'list',
      value: ['Maphata', 'Sonkwane', 'Lwamondo Khumbe'],
    });
  });

  it('reads a hijacking as a carjacking or a truck hijacking, dated by the event alone', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(ask('How many hijacking incidents', rows)).toEqual({ kind: 'number', value: 2 });

    const dated = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2022-09-29' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: null, published_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'], event_date: '2024-01-01' }),
    ];
    expect(ask('Most recent hijacking', dated)).toEqual({ kind: 'date', value: '2022-09-29' });
  });

  it('averages arrests over CIT robberies with a stated figure, and suspect ages one per suspect', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 0 }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Average number of suspects arrested per CIT', rows)).toEqual({ kind: 'number', value: 2.3 });

    const ages = [
      devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: [20, 30] }),
      devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: [31] }),
      devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Free State', suspect_ages: [70] }),
    ];
    expect(ask('What was the average age', ages)).toEqual({ kind: 'number', value: 27 });
  });

  it('splits murders at 1 January 2020, that day counting as the later period and undated ones in neither', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2021-01-01' });
    const rows = [
      murder('2020-01-01'),
      murder('2023-05-05'),
      murder('2024-05-05'),
      murder('2019-12-31'),
      murder(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2021-01-01' }),
    ];
    expect(ask('Comparing murder incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks business robberies by province without armed robberies, and refuses a tie', () => {
    const robbery = (province: string, crime = 'business robbery') =>
      devRow({ notebook: 'b', province, crimes: [crime] });
    const rows = [
      robbery('North West'),
      robbery('North West'),
      robbery('Free State'),
      robbery('Free State', 'armed robbery'),
      robbery('Free State', 'armed robbery'),
    ];
    expect(ask('Which province has the most business robberies', rows)).toEqual({
      kind: 'text',
      value: 'North West',
    });
    expect(() =>
      ask('Which province has the most business robberies', [...rows, robbery('Free State')]),
    ).toThrow(/no single leader/);
  });

  it('counts hijackings, business and CIT robberies per province once per incident, KZN named either way', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking', 'kidnapping'] }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['cash-in-transit robbery', 'illegal firearm possession'],
      }),
      devRow({ province: 'Gauteng', crimes: ['business robbery', 'truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['house robbery'] }),
    ];
    expect(ask('Taking hijackings', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });
});
