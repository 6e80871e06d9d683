import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH208_QUESTIONS } from './fresh208-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighth fresh question set (blind)', FRESH208_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH208_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH208_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighth fresh set reads the ground truth as its header says', () => {
  it('sums the stated injured of the Eastern Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_injured: 3, victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_injured: null }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'], victims_injured: 1 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_injured: 5 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_injured: 7 }),
    ];
    expect(ask('Goeie dag.', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('names the stock theft with the most arrests by its own place, ignoring other crimes', () => {
    const rows = [
      devRow({ location: 'Sawoti', crimes: ['stock theft'], num_suspects_arrested: 7 }),
      devRow({ location: 'Jeffreys Bay', crimes: ['stock theft', 'other'], num_suspects_arrested: 4 }),
      devRow({ location: 'Hout Bay', crimes: ['poaching'], num_suspects_arrested: 19 }),
    ];
    expect(ask('Veediefstal: kae', rows)).toEqual({ kind: 'text', value: ['Sawoti'] });
    const tied = [
      ...rows,
      devRow({ location: 'Mossel Bay', crimes: ['stock theft'], num_suspects_arrested: 7 }),
    ];
    expect(() => ask('Veediefstal: kae', tied)).toThrow(/no single leader/);
  });

  it('dates the last Eastern Cape murder by event date, not attempted murder or a later publication', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2023-03-27' }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-07-10' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2024-12-01' }),
    ];
    expect(ask('Neng was the last murdur', rows)).toEqual({ kind: 'date', value: '2023-03-27' });
  });

  it('finds a weekend stock theft by event date alone', () => {
    const weekdayOnly = [
      devRow({ crimes: ['stock theft'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['theft'], event_date: '2024-01-06' }), // Saturday, not stock theft
    ];
    expect(ask('Did any of the veediefstal', weekdayOnly)).toEqual({ kind: 'text', value: 'No' });
    const withSunday = [...weekdayOnly, devRow({ crimes: ['stock theft'], event_date: '2024-01-07' })];
    expect(ask('Did any of the veediefstal', withSunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the KZN share over all murder rows, attempted murder left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'house robbery'] }),
    ];
    expect(ask('A KZN MEC', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('holds the CIT claim only when every CIT row states an arrest', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made: true }),
      devRow({ crimes: ['business robbery'], arrest_made: false }),
    ];
    expect(ask('A police spokesperson tweeted', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, devRow({ crimes: ['cash-in-transit robbery'], arrest_made: null })];
    expect(ask('A police spokesperson tweeted', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('sets Gauteng kidnappings against all other provinces together, and refuses a reversed claim', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'extortion'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
    ];
    expect(ask('Claim from a Gauteng councillor', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'] }),
      devRow({ province: 'Limpopo', crimes: ['kidnapping'] }),
    ];
    expect(() => ask('Claim from a Gauteng councillor', reversed)).toThrow(/does not have more/);
  });

  it('counts weekend murders with an arrest made, by event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06', arrest_made: true }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07', arrest_made: false }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08', arrest_made: true }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07', arrest_made: true }),
      devRow({ crimes: ['murder'], event_date: '2024-01-14', arrest_made: null }),
    ];
    expect(ask('Viral tweet', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the median of the stated arrests, the mean of the two middle values for an even count', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 6 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Let X be the number', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('subtracts the Eastern Cape arrest share from the Gauteng one, unstated arrests in the base', () => {
    const rows = [
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: null }),
      devRow({ province: 'Eastern Cape', arrest_made: false }),
    ];
    expect(ask('Let p_G', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('finds a farm by the word in its location, in any case, within the Free State only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Lismor farm, near Kestell' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm, Thaba Nchu' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm near Koingnaas' }),
    ];
    expect(ask('Hoeveel incidents happened on a plaas', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks the weekdays of dated farm incidents only', () => {
    const farm = (event_date: string | null, location = 'a farm near Glen') =>
      devRow({ notebook: 'b', location, event_date, published_date: '2024-01-20' });
    const rows = [
      farm('2024-01-05'), // Friday
      farm('2024-01-12'), // Friday
      farm('2024-01-07'), // Sunday
      farm(null),
      farm(null),
      farm('2024-01-07', 'Bloemfontein'),
      farm('2024-01-14', 'Thaba Nchu'),
    ];
    expect(ask('Plaasaanvalle', rows)).toEqual({ kind: 'text', value: 'Friday' });
  });

  it('lists each province of a stock theft once', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('Kae, in which provinces', rows)).toEqual({
      kind: 'list',
      value: ['Free State', 'Northern Cape'],
    });
  });

  it('takes the rape share of known attackers over all rape rows, an unstated relationship counting as not', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], relationship: 'family' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('A gender activist', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('computes the province means of stated arrests, ranks them, and takes the NW minus NC difference', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Northern Cape', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
    ];
    expect(ask('Let m_NW', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Taking province as the grouping', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('takes the mode of stated arrests per incident and refuses a tied mode', () => {
    const rows = [
      devRow({ notebook: 'b', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
    ];
    expect(ask('Let X denote', rows)).toEqual({ kind: 'number', value: 1 });
    const tied = [...rows, devRow({ notebook: 'b', num_suspects_arrested: 4 })];
    expect(() => ask('Let X denote', tied)).toThrow(/no single mode/);
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: '2024-01-09' }), // Tuesday
      devRow({ notebook: 'b', event_date: '2024-01-10' }), // Wednesday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }),
    ];
    expect(ask('Let N be the number', rows)).toEqual({ kind: 'number', value: 25 });
  });
});
