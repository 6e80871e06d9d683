import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH169_QUESTIONS } from './fresh169-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-ninth fresh question set (blind)', FRESH169_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH169_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH169_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-sixty-ninth fresh set reads the ground truth as its header says', () => {
  it('takes a vehicle as a carjacking, truck hijacking or vehicle theft, never a cash-in-transit robbery', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft', 'stock theft'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('Please state the number of incidents in Gauteng', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('dates the latest vehicle taken by event date, never by a later publication or a CIT robbery', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-04-02', published_date: '2021-04-05' }),
      devRow({ crimes: ['truck hijacking'], event_date: null, published_date: '2025-01-10' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-06-01' }),
      devRow({ crimes: ['vehicle theft'], event_date: '2019-12-31', published_date: '2023-01-01' }),
    ];
    expect(ask('On what date did the most recent incident', rows)).toEqual({
      kind: 'date',
      value: '2021-04-02',
    });
  });

  it('counts a KZN cash-in-transit robbery from 1 January 2020 on by event date, the undated left out', () => {
    const cit = (event_date: string | null, province = 'KwaZulu-Natal') =>
      devRow({ crimes: ['cash-in-transit robbery'], province, event_date, published_date: '2021-01-01' });
    const before = [cit('2019-12-31'), cit(null), cit('2022-05-05', 'Gauteng')];
    expect(ask('Kindly confirm whether a cash-in-transit', before)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Kindly confirm whether a cash-in-transit', [...before, cit('2020-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks municipalities by goods or vehicles taken, leaving out poaching and unknown municipalities', () => {
    const rows = [
      devRow({ municipality: 'City of Tshwane', crimes: ['burglary'] }),
      devRow({ municipality: 'City of Tshwane', crimes: ['carjacking'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['house robbery'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['poaching'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['illegal mining'] }),
      devRow({ municipality: null, crimes: ['theft'] }),
      devRow({ municipality: null, crimes: ['theft'] }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Tshwane', 'Tshwane'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', crimes: ['stock theft'] })];
    expect(() => ask('Which municipality accounts', tied)).toThrow(/no single leader/);
  });

  it('reads "our station" from the police station field alone, not a place name', () => {
    const rows = [
      devRow({ police_station: 'Johannesburg Central', location: 'Marshalltown' }),
      devRow({ police_station: 'Johannesburg Central', location: 'Johannesburg central' }),
      devRow({ police_station: null, location: 'Johannesburg Central police station' }),
      devRow({ police_station: 'Hillbrow', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('Good evening, I chair the CPF', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums Jozi arrests over the City of Johannesburg only, and takes the East Rand share over Ekurhuleni', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 4, arrest_made: true }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null, arrest_made: true }),
      devRow({ municipality: 'City of Tshwane', num_suspects_arrested: 9 }),
      devRow({ municipality: 'Ekurhuleni', arrest_made: false }),
      devRow({ municipality: 'Ekurhuleni', arrest_made: null }),
      devRow({ municipality: 'Ekurhuleni', arrest_made: true }),
      devRow({ municipality: 'Ekurhuleni', arrest_made: true }),
      devRow({ municipality: 'Midvaal', arrest_made: false }),
    ];
    expect(ask('Hello again. For the whole of Jozi', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('My sister lives on the East Rand', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks the months of Jozi incidents by event date in any year, the undated and other cities left out', () => {
    const jozi = (event_date: string | null) =>
      devRow({ municipality: 'City of Johannesburg', event_date, published_date: '2024-03-01' });
    const rows = [
      jozi('2019-11-03'),
      jozi('2023-11-20'),
      jozi('2022-03-11'),
      jozi(null),
      jozi(null),
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-03-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2021-03-01' }),
    ];
    expect(ask('We are planning our patrols', rows)).toEqual({ kind: 'text', value: 'November' });
  });

  it('lists the top three crimes by incidents, naming the firearm category, and refuses a tie at the cut', () => {
    const rows = [
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'kidnapping'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['attempted murder', 'other'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
    ];
    expect(ask('Top 3 crimes', rows)).toEqual({
      kind: 'list',
      value: ['attempted murder', 'murder', 'firearm'],
    });
    const tiedAtCut = [...rows, devRow({ crimes: ['kidnapping'] }), devRow({ crimes: ['kidnapping'] })];
    expect(() => ask('Top 3 crimes', tiedAtCut)).toThrow(/no single top 3/);
  });

  it('names the incident with the most victims by the part of its place no other incident holds', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 14 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 13 }),
      devRow({ location: 'Sweetwaters', num_victims: null }),
    ];
    expect(ask('Single incident with the most victims', rows)).toEqual({ kind: 'text', value: ['Site B'] });
  });

  it('counts weekend murders by event date, not attempted murder and not the publication weekday', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Weekend murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share over every incident, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('What % of these incidents', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('counts goods taken without vehicles or poaching, and refuses a reversed comparison', () => {
    const at = (province: string, crimes: string[]) => bRow({ province, crimes });
    const rows = [
      at('Free State', ['stock theft']),
      at('Free State', ['house robbery', 'murder']),
      at('Free State', ['burglary']),
      at('Free State', ['carjacking']),
      at('Free State', ['poaching']),
      at('Limpopo', ['cash-in-transit robbery']),
      at('Limpopo', ['murder']),
    ];
    expect(ask('By how many incidents does the Free State', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      ...['theft', 'robbery', 'armed robbery'].map((crime) => bRow({ province: 'Limpopo', crimes: [crime] })),
    ];
    expect(() => ask('By how many incidents does the Free State', reversed)).toThrow(/does not have more/);
  });

  it('takes the Northern Cape share of goods or vehicles taken, and sums only the stated injured', () => {
    const rows = [
      bRow({ province: 'Northern Cape', crimes: ['stock theft', 'vehicle theft'], victims_injured: null }),
      bRow({ province: 'Northern Cape', crimes: ['business robbery'], victims_injured: 2 }),
      bRow({ province: 'Northern Cape', crimes: ['rape'], victims_injured: 1 }),
      bRow({ province: 'Northern Cape', crimes: ['illegal mining'] }),
      bRow({ province: 'Free State', crimes: ['carjacking'], victims_injured: 3 }),
    ];
    expect(ask('What percentage of the incidents recorded in the Northern Cape', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
    expect(ask('How many persons in total were reported injured', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('reads Bloem as the Mangaung municipality and QwaQwa as Maluti-a-Phofung', () => {
    const rows = [
      bRow({ municipality: 'Mangaung', location: 'Bloemfontein', num_suspects_arrested: 2 }),
      bRow({ municipality: 'Mangaung', location: 'farm near Glen', num_suspects_arrested: null }),
      bRow({ municipality: 'Mangaung', location: 'Thaba Nchu', num_suspects_arrested: 3 }),
      bRow({ municipality: 'Setsoto', location: 'Bloemfontein road, Senekal', num_suspects_arrested: 5 }),
      bRow({ municipality: 'Maluti-a-Phofung', location: 'Lismor farm, near Kestell', victims_killed: 7 }),
      bRow({ municipality: 'Maluti-a-Phofung', location: 'QwaQwa', victims_killed: null }),
      bRow({ municipality: 'Setsoto', location: 'near QwaQwa', victims_killed: 4 }),
    ];
    expect(ask('Hi, I am the chairperson', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('And in those Bloem and Mangaung cases', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('My cousin lives up in QwaQwa', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('finds a Free State farm murder from 2021 on by event date, not a farm attempted murder', () => {
    const farm = (crimes: string[], event_date: string | null, province = 'Free State') =>
      bRow({ location: 'De Rots Farm, Senekal', province, crimes, event_date, published_date: '2022-01-01' });
    const none = [
      farm(['murder'], '2020-12-31'),
      farm(['murder'], null),
      farm(['attempted murder'], '2022-01-01'),
      farm(['murder'], '2023-01-01', 'North West'),
      bRow({
        location: 'Phuthaditjhaba',
        province: 'Free State',
        crimes: ['murder'],
        event_date: '2022-01-01',
      }),
    ];
    expect(ask('The farmers at our meeting', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('The farmers at our meeting', [...none, farm(['murder'], '2021-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('lists the top three provinces by suspects arrested, and ranks provinces by police victims', () => {
    const at = (
      province: string,
      num_suspects_arrested: number | null,
      victims_police: number | null = null,
    ) => bRow({ province, num_suspects_arrested, victims_police });
    const rows = [
      at('Mpumalanga', 19),
      at('Mpumalanga', 3),
      at('North West', 12, 2),
      at('North West', null, 1),
      at('Northern Cape', 9, 1),
      at('Limpopo', 4, null),
    ];
    expect(ask('Top 3 provinces for suspects nabbed', rows)).toEqual({
      kind: 'list',
      value: ['Mpumalanga', 'North West', 'Northern Cape'],
    });
    expect(() => ask('Top 3 provinces for suspects nabbed', [...rows, at('Limpopo', 5)])).toThrow(
      /no single top 3/,
    );
    expect(ask('Which province had the most cops', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('refuses the rand value of what was stolen and the court outcomes', () => {
    expect(ask('Please provide the total value, in rand', [devRow({})])).toEqual({ kind: 'refusal' });
    expect(ask('Of the people arrested around Bloem', [devRow({})])).toEqual({ kind: 'refusal' });
  });
});
