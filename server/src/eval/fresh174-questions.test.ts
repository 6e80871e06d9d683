import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH174_QUESTIONS } from './fresh174-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-fourth fresh question set (blind)', FRESH174_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH174_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH174_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-seventy-fourth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of rows with a murder charge only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['attempted murder'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['culpable homicide'], num_suspects_arrested: 1 }),
      bRow({ crimes: ['murder'], num_suspects_arrested: 7 }),
    ];
    expect(ask('Confirm the total number of suspects', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes suspect ages one per suspect: the youngest in the province, and strictly under 25 overall', () => {
    const rows = [
      devRow({ province: 'Western Cape', suspect_ages: [34, 22] }),
      devRow({ province: 'Western Cape', suspect_ages: null }),
      devRow({ province: 'Western Cape', suspect_ages: [] }),
      devRow({ province: 'Eastern Cape', suspect_ages: [19, 25, 24] }),
      bRow({ province: 'Western Cape', suspect_ages: [18] }),
    ];
    expect(ask('State the age of the youngest', rows)).toEqual({ kind: 'number', value: 22 });
    expect(ask('Of the suspcts whose ages', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('denies that every kidnapping led to an arrest when one arrest is unstated', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], arrest_made: true }),
      devRow({ crimes: ['kidnapping', 'extortion'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Is it correct that every kidnapping', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, devRow({ crimes: ['kidnapping'], arrest_made: null })];
    expect(ask('Is it correct that every kidnapping', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('reads eThekwini, eKapa and eGoli as municipalities, not as provinces or written locations', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', location: 'Umlazi', victims_killed: 3 }),
      devRow({
        province: 'KwaZulu-Natal',
        municipality: 'eThekwini',
        location: 'Durban',
        victims_killed: null,
      }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, location: 'near Durban', victims_killed: 4 }),
      devRow({
        province: 'KwaZulu-Natal',
        municipality: 'Msunduzi',
        location: 'Sweetwaters',
        victims_killed: 2,
      }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_children: 2 }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', victims_children: 1 }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni', crimes: ['rape'] }),
    ];
    expect(ask('Sawubona!', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Izingane ezingaki', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Ingabe likhona', rows)).toEqual({ kind: 'text', value: 'No' });
    const joburg = [...rows, devRow({ municipality: 'City of Johannesburg', crimes: ['theft', 'rape'] })];
    expect(ask('Ingabe likhona', joburg)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts ukubulala as murder alone, and ukuphanga as the robberies without hijackings', () => {
    const kzn = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Ukubulala cases in KZN', kzn)).toEqual({ kind: 'number', value: 2 });
    const mpumalanga = [
      bRow({ province: 'Mpumalanga', crimes: ['armed robbery', 'murder'] }),
      bRow({ province: 'Mpumalanga', crimes: ['robbery'] }),
      bRow({ province: 'Mpumalanga', crimes: ['cash-in-transit robbery'] }),
      bRow({ province: 'Mpumalanga', crimes: ['carjacking'] }),
      bRow({ province: 'Mpumalanga', crimes: ['truck hijacking'] }),
      bRow({ province: 'Limpopo', crimes: ['house robbery'] }),
    ];
    expect(ask('Ukuphanga e-Mpumalanga', mpumalanga)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest share over all rows, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('Amaphoyisa ayabamba', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('lists the top three murder provinces in order, and refuses a tie at the cut-off', () => {
    const murder = (province: string) => devRow({ province, crimes: ['murder'] });
    const rows = [
      ...['Gauteng', 'Gauteng', 'Gauteng', 'Gauteng'].map(murder),
      ...['Limpopo', 'Limpopo', 'Limpopo'].map(murder),
      ...['Free State', 'Free State'].map(murder),
      murder('Western Cape'),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('Ranking the provinces', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Limpopo', 'Free State'],
    });
    expect(() => ask('Ranking the provinces', [...rows, murder('Western Cape')])).toThrow(/no single top 3/);
  });

  it('measures the rise in people killed by event year, leaving undated deaths out, and refuses a fall', () => {
    const rows = [
      devRow({ event_date: '2019-03-01', victims_killed: 2 }),
      devRow({ event_date: '2019-11-01', victims_killed: 2 }),
      devRow({ event_date: '2019-12-01', victims_killed: null }),
      devRow({ event_date: '2020-06-01', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2020-02-01', victims_killed: 9 }),
    ];
    expect(ask('By what percentage did the number', rows)).toEqual({ kind: 'number', value: 75 });
    const fall = [...rows, devRow({ event_date: '2019-05-05', victims_killed: 5 })];
    expect(() => ask('By what percentage did the number', fall)).toThrow(/no rise/);
  });

  it('averages suspect ages over the suspects of rape cases, not over the cases', () => {
    const rows = [
      bRow({ crimes: ['rape'], suspect_ages: [20, 30, 40] }),
      bRow({ crimes: ['rape', 'kidnapping'], suspect_ages: [50] }),
      bRow({ crimes: ['rape'], suspect_ages: null }),
      bRow({ crimes: ['murder'], suspect_ages: [70] }),
    ];
    expect(ask('State the mean age', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('counts more than three arrested strictly, and female suspects by the sex figure, not the arrests', () => {
    const rows = [
      bRow({ num_suspects_arrested: 3, suspects_female: 1, suspects_male: 2 }),
      bRow({ num_suspects_arrested: 4, suspects_female: null, suspects_male: 4 }),
      bRow({ num_suspects_arrested: null, suspects_female: 2, suspects_male: null }),
      bRow({ num_suspects_arrested: 12, suspects_female: 0, suspects_male: 12 }),
    ];
    expect(ask('Confirm the number of incidents', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Is it correct that some of the suspects', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest no-arrest incident by event date, a stated false only', () => {
    const rows = [
      bRow({ arrest_made: false, event_date: '2019-05-01' }),
      bRow({ arrest_made: false, event_date: null, published_date: '2015-01-01' }),
      bRow({ arrest_made: null, event_date: '2016-01-01' }),
      bRow({ arrest_made: true, event_date: '2014-01-01' }),
      bRow({ arrest_made: false, event_date: '2021-02-02' }),
    ];
    expect(ask('On what date did the earliest', rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('ranks crime categories by incidents without "other", each row counting a category once', () => {
    const rows = [
      bRow({ crimes: ['other'] }),
      bRow({ crimes: ['other'] }),
      bRow({ crimes: ['other'] }),
      bRow({ crimes: ['other'] }),
      bRow({ crimes: ['murder', 'illegal firearm possession'] }),
      bRow({ crimes: ['murder', 'murder'] }),
      bRow({ crimes: ['murder'] }),
      bRow({ crimes: ['illegal firearm possession'] }),
      bRow({ crimes: ['rape'] }),
    ];
    expect(ask('What are the top two crime', rows)).toEqual({ kind: 'list', value: ['murder', 'firearm'] });
    expect(() => ask('What are the top two crime', [...rows, bRow({ crimes: ['rape'] })])).toThrow(
      /no single top 2/,
    );
  });

  it('splits incidents at 1 January 2020 and compares years by event date, undated ones in neither side', () => {
    const rows = [
      bRow({ event_date: '2019-12-31' }),
      bRow({ event_date: '2020-01-01' }),
      bRow({ event_date: '2020-09-09' }),
      bRow({ event_date: '2023-01-01' }),
      bRow({ event_date: '2023-07-07' }),
      bRow({ event_date: '2023-12-31' }),
      bRow({ event_date: '2024-01-01' }),
      bRow({ event_date: null, published_date: '2023-05-01' }),
      bRow({ event_date: null, published_date: '2023-05-02' }),
    ];
    expect(ask('How many more incidents are dated', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('Percentage change in the number', rows)).toEqual({ kind: 'number', value: 50 });
    const fall = [...rows, bRow({ event_date: '2020-03-03' })];
    expect(() => ask('Percentage change in the number', fall)).toThrow(/no rise/);
  });

  it('takes the child-victim share over rape incidents only, an unstated child figure not counting', () => {
    const rows = [
      bRow({ crimes: ['rape'], victims_children: 1 }),
      bRow({ crimes: ['rape', 'kidnapping'], victims_children: 3 }),
      bRow({ crimes: ['rape'], victims_children: 0 }),
      bRow({ crimes: ['rape'], victims_children: null }),
      bRow({ crimes: ['murder'], victims_children: 2 }),
    ];
    expect(ask('Of the rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
