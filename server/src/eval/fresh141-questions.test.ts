import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH141_QUESTIONS } from './fresh141-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-first fresh question set (blind)', FRESH141_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH141_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH141_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-first fresh set reads the ground truth as its header says', () => {
  it('sums the killed of KwaZulu-Natal only, an unstated figure and the other notebook adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['attempted murder'],
        victims_killed: 0,
        victims_injured: 3,
      }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 6 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('How many people in total were killed', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the arrest share over every murder row, an unstated arrest in the whole but not the part', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'house robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('In what percentage of the murder cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('dates the latest Eastern Cape murder by event date, never by publication, and leaves other provinces out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2022-11-05' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-06-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-07-01' }),
    ];
    expect(ask('What was the date of the most recent murder', rows)).toEqual({
      kind: 'date',
      value: '2022-11-05',
    });
  });

  it('counts a weekend by the event date in the City of Cape Town alone', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', event_date: '2024-06-08' }), // Saturday
      devRow({ municipality: 'City of Cape Town', event_date: '2020-03-08' }), // Sunday
      devRow({ municipality: 'City of Cape Town', event_date: '2024-06-10' }), // Monday
      devRow({ municipality: 'City of Cape Town', event_date: null, published_date: '2024-06-15' }), // a Saturday
      devRow({ municipality: 'Swartland', event_date: '2024-06-08' }),
      devRow({ notebook: 'b', municipality: 'City of Cape Town', event_date: '2024-06-09' }),
    ];
    expect(ask('For weekend deployment', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts car hijackings in Johannesburg from 2021 by event date, truck hijackings and undated ones left out', () => {
    const joburg = (crimes: string[], event_date: string | null) =>
      devRow({ municipality: 'City of Johannesburg', crimes, event_date, published_date: '2022-01-01' });
    const none = [
      joburg(['carjacking'], '2020-12-31'),
      joburg(['carjacking'], null),
      joburg(['truck hijacking'], '2023-01-01'),
      devRow({ municipality: 'Ekurhuleni', crimes: ['carjacking'], event_date: '2023-01-01' }),
      devRow({
        notebook: 'b',
        municipality: 'City of Johannesburg',
        crimes: ['carjacking'],
        event_date: '2023-01-01',
      }),
    ];
    expect(ask('Were there any car hijackings', none)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Were there any car hijackings', [...none, joburg(['carjacking', 'kidnapping'], '2021-01-01')]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts hijackings of cars and trucks once each, but no robbery', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(ask('How many hijackings were there', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares Cape Town with eThekwini and refuses a comparison that does not favour Cape Town', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: null, location: 'Cape Town' }),
    ];
    expect(ask('How many more incidents were there', rows)).toEqual({ kind: 'number', value: 2 });
    const tied = [...rows, devRow({ municipality: 'eThekwini' }), devRow({ municipality: 'eThekwini' })];
    expect(() => ask('How many more incidents were there', tied)).toThrow(/does not have more/);
  });

  it('ranks Gauteng municipalities only, skips rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('Which Gauteng municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Tshwane', 'Tshwane'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' })];
    expect(() => ask('Which Gauteng municipality', tied)).toThrow(/no single leader/);
  });

  it('names the incident with most victims by the parts of its location no other incident holds', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 14 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 13 }),
      devRow({ location: 'Sweetwaters', num_victims: null }),
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', num_victims: 20 }),
    ];
    expect(ask('Which single incident had the most victims', rows)).toEqual({
      kind: 'text',
      value: ['Site B'],
    });
  });

  it('counts a known attacker in rapes only when the release states a partner, relative or acquaintance', () => {
    const rape = (relationship: string | null) => devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('acquaintance'),
      rape('partner'),
      rape('family'),
      rape('stranger'),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
    ];
    expect(ask('In what percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 60 });
  });

  it('sums female victims of murder incidents and female suspects, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: 2, suspects_female: 1 }),
      devRow({
        notebook: 'b',
        crimes: ['murder', 'kidnapping'],
        victims_female: null,
        suspects_female: null,
      }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 1, suspects_female: 1 }),
      devRow({ crimes: ['murder'], victims_female: 5, suspects_female: 4 }),
    ];
    expect(ask('Across the incidents that involved a murder', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many women were among the suspects', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Mangaung incidents of 2023 by event date and the farms by the word in the location, in any case', () => {
    const rows = [
      devRow({
        notebook: 'b',
        municipality: 'Mangaung',
        event_date: '2023-01-01',
        location: 'Spitskop Trust Farm',
      }),
      devRow({
        notebook: 'b',
        municipality: 'Mangaung',
        event_date: '2023-12-31',
        location: 'farm near Glen',
      }),
      devRow({ notebook: 'b', municipality: 'Mangaung', event_date: '2024-01-01', location: 'Bloemfontein' }),
      devRow({
        notebook: 'b',
        municipality: 'Mangaung',
        event_date: null,
        published_date: '2023-06-01',
        location: 'Heidedal',
      }),
      devRow({
        notebook: 'b',
        municipality: 'Setsoto',
        event_date: '2023-05-01',
        location: 'De Rots farm, Senekal',
      }),
      devRow({ municipality: 'Mangaung', event_date: '2023-05-01', location: 'farm in Bloemspruit' }),
    ];
    expect(ask('How many incidents did Mangaung have in 2023', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Okay, farms.', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes "nobody arrested" as a stated false over all the rows, and police victims in the Northern Cape as a stated figure above zero', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false, province: 'Northern Cape', victims_police: 0 }),
      devRow({ notebook: 'b', arrest_made: null, province: 'Northern Cape', victims_police: null }),
      devRow({ notebook: 'b', arrest_made: true, province: 'North West', victims_police: 2 }),
      devRow({ notebook: 'b', arrest_made: true, province: 'Limpopo' }),
      devRow({ arrest_made: false, province: 'Northern Cape', victims_police: 1 }),
    ];
    expect(ask('What percentage of all the incidents ended', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Were any cops among the victims', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', victims_police: 1 })];
    expect(ask('Were any cops among the victims', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by the stated killed, and refuses a tie at the top', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2 }),
      devRow({ province: 'Limpopo', victims_killed: 10 }),
    ];
    expect(ask('Which province saw the most people killed', rows)).toEqual({
      kind: 'text',
      value: 'Free State',
    });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 })];
    expect(() => ask('Which province saw the most people killed', tied)).toThrow(/no single leader/);
  });
});
