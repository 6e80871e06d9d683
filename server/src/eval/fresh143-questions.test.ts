import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH143_QUESTIONS } from './fresh143-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-third fresh question set (blind)', FRESH143_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH143_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH143_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-third fresh set reads the ground truth as its header says', () => {
  it('ranks provinces by the stated killed, an unstated figure adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('For the bulletin', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 1 })];
    expect(() => ask('For the bulletin', tied)).toThrow(/no single leader/);
  });

  it('dates the latest Eastern Cape murder by event date, not attempted murder nor a later publication', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2021-05-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2023-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2023-06-01' }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], event_date: '2025-01-01' }),
    ];
    expect(ask('When did the most recent murder', rows)).toEqual({ kind: 'date', value: '2021-05-01' });
  });

  it('takes the female share over victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: 0 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 60 });
  });

  it('counts only a family relationship in a murder as a killing by a family member', () => {
    const rows = [
      devRow({ crimes: ['murder'], relationship: 'partner' }),
      devRow({ crimes: ['assault gbh'], relationship: 'family' }),
      devRow({ crimes: ['murder'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('Is there any murder case', rows)).toEqual({ kind: 'text', value: 'No' });
    const family = [...rows, devRow({ crimes: ['murder', 'rape'], relationship: 'family' })];
    expect(ask('Is there any murder case', family)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares arrests in the two Cape provinces and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 5 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 2 }),
      devRow({ province: 'Northern Cape', num_suspects_arrested: 7 }),
    ];
    expect(ask('How many more suspects were arrested', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', num_suspects_arrested: 4 })];
    expect(() => ask('How many more suspects were arrested', reversed)).toThrow(/does not have more/);
  });

  it('takes the arrest rate over every row of the province, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: false }),
      devRow({ province: 'Eastern Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
    ];
    expect(ask('What percentage of the incidents in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('counts murders of 2022 and 2023 by event date, both ends included, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-03-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2022-06-01' }),
    ];
    expect(ask('How many murder incidents occurred', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a Free State farm by the word in its location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor Farm, near Kestell',
        victims_killed: 4,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 6 }),
      devRow({ notebook: 'b', province: 'North West', location: 'Klippan farm', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'De Rots farm', victims_killed: 2 }),
    ];
    expect(ask('Farm attacks angle', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts car and truck hijackings in Mpumalanga, not other robberies', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
    ];
    expect(ask('How many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the known-perpetrator share over every rape case, the unstated relationship in the denominator', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('In what percentage of rape cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts rapes from 2020 onwards by event date, and answers poaching without arrest from a stated false', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2020-01-01' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2019-12-31' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null, published_date: '2022-01-01' }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2021-01-01' }),
    ];
    expect(ask('How many rape cases took place', rows)).toEqual({ kind: 'number', value: 1 });
    const poaching = [devRow({ notebook: 'b', crimes: ['poaching'], arrest_made: null })];
    expect(ask('Any poaching cases', poaching)).toEqual({ kind: 'text', value: 'No' });
    const unarrested = [...poaching, devRow({ notebook: 'b', crimes: ['poaching'], arrest_made: false })];
    expect(ask('Any poaching cases', unarrested)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks Free State municipalities only, skipping rows without one, and answers without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', municipality: 'City of Mbombela' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', municipality: 'City of Mbombela' }),
    ];
    expect(ask('Which municipality in the Free State', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    expect(
      ask(
        'Which municipality recorded',
        rows.map((r) => ({ ...r, notebook: 'a' as const })),
      ),
    ).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
  });
});
