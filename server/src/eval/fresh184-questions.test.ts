import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH184_QUESTIONS } from './fresh184-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-fourth fresh question set (blind)', FRESH184_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH184_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH184_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighty-fourth fresh set reads the ground truth as its header says', () => {
  it('answers "anything from Lim" by the province alone', () => {
    const elsewhere = [
      devRow({ province: 'Gauteng', location: 'Giyani Street, Hillbrow' }),
      devRow({ province: 'Limpopo', notebook: 'b' }),
    ];
    expect(ask('Quick one for the Lim desk', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const lim = [...elsewhere, devRow({ province: 'Limpopo', location: 'Seshego, Polokwane' })];
    expect(ask('Quick one for the Lim desk', lim)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the violent-death share over the dated incidents, culpable homicide in and attempted murder out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-02-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-03-01' }),
      devRow({ crimes: ['theft'], event_date: '2020-04-01' }),
      devRow({ crimes: ['theft'], event_date: '2020-05-01' }),
      devRow({ crimes: ['theft'], event_date: '2020-06-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-07-01' }),
      devRow({ crimes: ['theft'], event_date: null, published_date: '2020-07-01' }),
    ];
    // 2 of the 6 dated incidents: 33%, not 3 of 8 (38%) nor 2 of 8 (25%).
    expect(ask("For the purposes of this question, a 'violent death'", rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('compares injured victims by province, an unstated figure adding nothing, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 5 }),
      devRow({ province: 'Western Cape', victims_injured: null, num_victims: 9 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 4 }),
      devRow({ province: 'Gauteng', victims_injured: 8 }),
    ];
    expect(ask('For the purposes of this question, the injured', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 4 })];
    expect(() => ask('For the purposes of this question, the injured', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('counts first-quarter attempted murders by incident month in any year, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2015-01-31' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2023-03-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2023-04-01' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2023-02-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-02-01' }),
    ];
    expect(ask('For the purposes of this question, the first quarter', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('finds Khayelitsha by the location in any case, whatever the municipality, and sums the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ location: 'enkanini, khayelitsha', municipality: null, victims_killed: 2 }),
      devRow({ location: 'Site C, Khayelitsha', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 5 }),
    ];
    expect(ask("For the purposes of this question, 'Khayelitsha'", rows)).toEqual({
      kind: 'number',
      value: 6,
    });
  });

  it('counts house robberies by the Ekurhuleni municipality, burglary and a Johannesburg row left out', () => {
    const rows = [
      devRow({ crimes: ['house robbery', 'murder'], municipality: 'Ekurhuleni', location: 'Vosloorus' }),
      devRow({ crimes: ['burglary'], municipality: 'Ekurhuleni', location: 'Benoni' }),
      devRow({
        crimes: ['house robbery'],
        municipality: 'City of Johannesburg',
        location: 'Ekurhuleni Road',
      }),
      devRow({ crimes: ['house robbery'], municipality: 'Ekurhuleni', location: 'Bedfordview' }),
    ];
    expect(ask('hw many house robberies in ekurhuleni', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts a Cape Town weekend by the incident date alone', () => {
    const ct = (event_date: string | null, published_date = '2024-01-10') =>
      devRow({ municipality: 'City of Cape Town', event_date, published_date });
    const rows = [
      ct('2024-01-06'), // Saturday
      ct('2024-01-07'), // Sunday
      ct('2024-01-05', '2024-01-06'), // Friday, published on a Saturday
      ct(null, '2024-01-13'), // undated, published on a Saturday
      devRow({ municipality: 'Stellenbosch', event_date: '2024-01-06' }),
    ];
    expect(ask('wknd incidents in cape town', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks weekdays by the stated killed of dated incidents, whatever the question assumes, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-13', victims_killed: 1 }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-05', victims_killed: 1 }), // Friday
      devRow({ crimes: ['murder'], event_date: '2024-01-12', victims_killed: null, num_victims: 5 }), // Friday
      devRow({ crimes: ['murder'], event_date: '2024-01-19' }), // Friday, killed unstated
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-26', victims_killed: 4 }), // published a Friday
    ];
    expect(ask('evry1 in the group says', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ crimes: ['murder'], event_date: '2024-01-19', victims_killed: 2 })];
    expect(() => ask('evry1 in the group says', tied)).toThrow(/no single leader/);
  });

  it('sums police victims in Cape Town, on or off duty, the unstated adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_police: 6 }),
      devRow({ municipality: 'City of Cape Town', victims_police: null, num_victims: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_police: 1, crimes: ['burglary'] }),
      devRow({ municipality: 'Swartland', victims_police: 2 }),
    ];
    expect(ask('hw many cops were victims', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('reads the Giyani case by its station and Maphata, and refuses when it is not one incident', () => {
    const giyani = (arrest_made: boolean | null) =>
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        police_station: 'Giyani',
        location: 'R529 road next to Maphata Village, outside Giyani',
        arrest_made,
      });
    const other = devRow({
      notebook: 'b',
      police_station: 'Giyani',
      location: 'Giyani town',
      arrest_made: true,
    });
    expect(ask('Giyani police station', [giyani(false), other])).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Giyani police station', [giyani(true), other])).toEqual({ kind: 'text', value: 'Yes' });
    expect(() => ask('Giyani police station', [other])).toThrow(/not one incident/);
  });

  it('dates the latest Lim incident by event date, never a later publication or another province', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-07-28', published_date: '2024-07-31' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: null, published_date: '2025-12-01' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2025-01-01' }),
    ];
    expect(ask('Most recent Lim incident', rows)).toEqual({ kind: 'date', value: '2024-07-28' });
  });

  it('takes the child share over sexual offences, a null child figure not a child case', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], victims_children: 1 }),
    ];
    expect(ask("For the purposes of this question, a 'sexual offence'", rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('ranks months by the stated killed with all years pooled and the undated left out, and skips rows without a municipality', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-07-01', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2023-07-15', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2023-03-01', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2022-03-01', victims_killed: null, num_victims: 6 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-05', victims_killed: 5 }),
    ];
    expect(ask('For the purposes of this question, a fatality', rows)).toEqual({
      kind: 'text',
      value: 'July',
    });
    const places = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('which municipality has the most', places)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
  });

  it('sums only stated female suspects, and compares years by the incident date', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 5, event_date: '2023-01-01' }),
      devRow({ notebook: 'b', suspects_female: null, num_suspects_arrested: 4, event_date: '2023-05-01' }),
      devRow({ notebook: 'b', suspects_female: 2, event_date: '2020-05-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-06-01' }),
    ];
    expect(ask('For the purposes of this question, a suspect', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('For the purposes of this question, an incident belongs', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('counts carjackings alone, not truck hijackings, in Mpumalanga in 2024 or 2025 by incident date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['truck hijacking'],
        event_date: '2024-03-01',
      }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], event_date: '2023-12-31' }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['carjacking'],
        event_date: null,
        published_date: '2024-06-01',
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'], event_date: '2025-01-01' }),
    ];
    expect(ask('any carjackings in mpumalanga', rows)).toEqual({ kind: 'text', value: 'No' });
    const one = [
      ...rows,
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], event_date: '2025-02-01' }),
    ];
    expect(ask('any carjackings in mpumalanga', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts kidnapping incidents in the Free State, not the people taken', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['kidnapping'], num_victims: 3 }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['kidnapping', 'extortion'], num_victims: 1 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['kidnapping'] }),
    ];
    expect(ask('hw many kidnaping cases', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
