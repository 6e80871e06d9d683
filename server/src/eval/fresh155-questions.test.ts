import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH155_QUESTIONS } from './fresh155-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-fifth fresh question set (blind)', FRESH155_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH155_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH155_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-fifty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts every robbery type as a hold-up, once per incident, but no hijacking', () => {
    const rows = [
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['robbery'] }),
      devRow({ crimes: ['house robbery', 'murder'] }),
      devRow({ crimes: ['business robbery', 'armed robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['burglary'] }),
    ];
    expect(ask('How many hold-ups', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks provinces by incidents with murder or attempted murder, one count per incident, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['house robbery'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('Which province had the most shootings', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['attempted murder'] })];
    expect(() => ask('Which province had the most shootings', tied)).toThrow(/no single leader/);
  });

  it('sums the injured of shootings only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_injured: 3 }),
      devRow({ crimes: ['attempted murder'], victims_injured: null }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'], victims_injured: 2 }),
      devRow({ crimes: ['armed robbery'], victims_injured: 7 }),
    ];
    expect(ask('In those shootings', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates the earliest CIT by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2019-04-02', published_date: '2019-04-03' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2012-01-01' }),
    ];
    expect(ask('When was the earliest cash van', rows)).toEqual({ kind: 'date', value: '2019-04-02' });
    expect(() =>
      ask('When was the earliest cash van', [
        devRow({ crimes: ['cash-in-transit robbery'], event_date: null }),
      ]),
    ).toThrow(/no dated incident/);
  });

  it('answers "CIT from 2024 onwards" from 1 January 2024, the last day of 2023 and undated ones left out', () => {
    const before = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2023-12-31' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2024-05-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-03-01' }),
    ];
    expect(ask('Any CIT hits from 2024', before)).toEqual({ kind: 'text', value: 'No' });
    const on = [...before, devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-01' })];
    expect(ask('Any CIT hits from 2024', on)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the arrests of CIT and business robberies, nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['business robbery', 'cash-in-transit robbery'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['house robbery'], num_suspects_arrested: 9 }),
    ];
    expect(ask('CIT and business robberies', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes the arrest share over all robberies, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], arrest_made: true }),
      devRow({ crimes: ['armed robbery'], arrest_made: true }),
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made: null }),
      devRow({ crimes: ['carjacking'], arrest_made: false }),
    ];
    expect(ask('Robberies of all types', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts the clients municipalities and no other, the unknown municipality left out', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: null, location: 'Johannesburg' }),
    ];
    expect(ask('Our clients are mostly', rows)).toEqual({ kind: 'number', value: 2 });
    const northWest = [
      b({ municipality: 'Madibeng' }),
      b({ municipality: 'Rustenburg' }),
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'Moses Kotane' }),
    ];
    expect(ask("Clients' areas", northWest)).toEqual({ kind: 'number', value: 3 });
  });

  it('leaves "other" out of the most common crime, counting each crime of an incident', () => {
    const rows = [
      devRow({ crimes: ['other', 'kidnapping'] }),
      devRow({ crimes: ['other', 'murder'] }),
      devRow({ crimes: ['other', 'murder'] }),
      devRow({ crimes: ['other'] }),
    ];
    expect(ask('what is the most common crime', rows)).toEqual({ kind: 'text', value: ['murder'] });
  });

  it('takes the female share over victims of stated sex, and the suspects ages one per suspect', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2, suspect_ages: [20, 30] }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null, suspect_ages: null }),
      devRow({ num_victims: 6, victims_female: 2, victims_male: 4, suspect_ages: [41] }),
    ];
    expect(ask('what percantage of the victims', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('what was the averge age', rows)).toEqual({ kind: 'number', value: 30 });
    expect(() => ask('what was the averge age', [devRow({ suspect_ages: [] })])).toThrow(/no stated value/);
  });

  it('counts 2022 and 2023 from the first day of 2022 to the last of 2023, undated incidents left out', () => {
    const rows = ['2021-12-31', '2022-01-01', '2023-06-15', '2023-12-31', '2024-01-01'].map((event_date) =>
      devRow({ event_date }),
    );
    rows.push(devRow({ event_date: null, published_date: '2022-05-01' }));
    expect(ask('How many incidents happened in 2022', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares Free State and Northern Cape murders, refusing a reversed comparison', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['murder', 'house robbery'] }),
      b({ province: 'Free State', crimes: ['attempted murder'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
    ];
    expect(ask('How many more murders', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b({ province: 'Northern Cape', crimes: ['murder'] })];
    expect(() => ask('How many more murders', reversed)).toThrow(/does not have more/);
  });

  it('sums business-robbery arrests in North West and Northern Cape only, and ranks rape provinces', () => {
    const rows = [
      b({ province: 'North West', crimes: ['business robbery'], num_suspects_arrested: 2 }),
      b({
        province: 'Northern Cape',
        crimes: ['business robbery', 'attempted murder'],
        num_suspects_arrested: 8,
      }),
      b({ province: 'Free State', crimes: ['business robbery'], num_suspects_arrested: 5 }),
      b({ province: 'North West', crimes: ['house robbery'], num_suspects_arrested: 3 }),
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      b({ province: 'North West', crimes: ['rape'] }),
    ];
    expect(ask('Business robberies in North West', rows)).toEqual({ kind: 'number', value: 10 });
    expect(ask('wich province', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(() => ask('wich province', [...rows, b({ province: 'North West', crimes: ['rape'] })])).toThrow(
      /no single leader/,
    );
  });

  it('finds the youngest stated suspect age and sums only stated female suspects', () => {
    const rows = [
      b({ suspect_ages: [34, 19], suspects_female: 1 }),
      b({ suspect_ages: null, suspects_female: null }),
      b({ suspect_ages: [22], suspects_female: 2 }),
    ];
    expect(ask('How old was the youngest', rows)).toEqual({ kind: 'number', value: 19 });
    expect(ask('how many of the suspects were femal', rows)).toEqual({ kind: 'number', value: 3 });
    expect(() => ask('How old was the youngest', [b({ suspect_ages: null })])).toThrow(
      /no stated suspect age/,
    );
  });

  it('answers no CIT in Mpumalanga unless one is there, and takes shares over every incident', () => {
    const rows = [
      b({ province: 'Mpumalanga', crimes: ['business robbery'] }),
      b({ province: 'Limpopo', crimes: ['cash-in-transit robbery', 'murder'] }),
      b({ province: 'Mpumalanga', crimes: ['murder', 'illegal firearm possession'] }),
      b({ province: 'Mpumalanga', crimes: ['theft'] }),
    ];
    expect(ask('CIT hits in Mpumalanga', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('CIT hits in Mpumalanga', [
        ...rows,
        b({ province: 'Mpumalanga', crimes: ['cash-in-transit robbery'] }),
      ]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(ask('what percentage of all the incidents', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('What % of incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('refuses what the releases do not hold, whatever the rows', () => {
    const rows = [devRow({ crimes: ['murder'], victims_killed: 2 }), b({ crimes: ['murder'] })];
    for (const start of ["What's the murder rate", 'For my assignment', 'Did more of these shootings'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
