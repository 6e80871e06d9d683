import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH168_QUESTIONS, medianOf } from './fresh168-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-eighth fresh question set (blind)', FRESH168_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH168_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH168_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixty-eighth fresh set reads the ground truth as its header says', () => {
  it('takes the median of an even number of values as the mean of the middle two, and refuses none', () => {
    expect(medianOf([40, 19, 31, 27], 1)).toEqual({ kind: 'number', value: 29 });
    expect(medianOf([20, 21], 1)).toEqual({ kind: 'number', value: 20.5 });
    expect(medianOf([5, 1, 3], 1)).toEqual({ kind: 'number', value: 3 });
    expect(() => medianOf([], 1)).toThrow(/no value/);
  });

  it('pools every stated suspect age for the youngest and the median, unstated ages adding nothing', () => {
    const rows = [
      devRow({ suspect_ages: [35, 40] }),
      devRow({ suspect_ages: [19] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [32, 38] }),
      devRow({ notebook: 'b', suspect_ages: [15] }),
    ];
    expect(ask('My antagonist', rows)).toEqual({ kind: 'number', value: 19 });
    expect(ask('Taking every stated suspect age', rows)).toEqual({ kind: 'number', value: 35 });
    const even = [...rows, devRow({ suspect_ages: [20] })];
    expect(ask('Taking every stated suspect age', even)).toEqual({ kind: 'number', value: 33.5 });
  });

  it('counts CoJ by the municipality field alone and refuses a comparison Ekurhuleni would win', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', location: 'Hillbrow' }),
      devRow({ municipality: 'City of Johannesburg', location: 'Lenasia' }),
      devRow({ municipality: 'City of Johannesburg', location: 'Soweto' }),
      devRow({ municipality: null, location: 'Johannesburg outskirts' }),
      devRow({ municipality: 'Ekurhuleni', location: 'Vosloorus' }),
    ];
    expect(ask('How many incidents in CoJ', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('How many more incidents did Joburg', rows)).toEqual({ kind: 'number', value: 2 });
    const more = [...rows, devRow({ municipality: 'Ekurhuleni' }), devRow({ municipality: 'Ekurhuleni' })];
    expect(() => ask('How many more incidents did Joburg', more)).toThrow(/does not have more/);
  });

  it("dates Ekurhuleni's latest incident by event date, never by a later publication", () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2025-04-23', published_date: '2025-04-24' }),
      devRow({ municipality: 'Ekurhuleni', event_date: null, published_date: '2025-09-01' }),
      devRow({ municipality: 'City of Johannesburg', event_date: '2025-05-29' }),
    ];
    expect(ask('Our neighbours in Ekurhuleni', rows)).toEqual({ kind: 'date', value: '2025-04-23' });
  });

  it('keeps a 2025 CoJ kidnapping to the event year and the municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'], event_date: '2024-12-31' }),
      devRow({
        municipality: 'City of Johannesburg',
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2025-02-01',
      }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'], event_date: '2025-04-23' }),
    ];
    expect(ask('Any kidnapping in my municipalty', rows)).toEqual({ kind: 'text', value: 'No' });
    const yes = [
      ...rows,
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'], event_date: '2025-01-01' }),
    ];
    expect(ask('Any kidnapping in my municipalty', yes)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes "nobody arrested" as a stated false for poaching, an unstated arrest being neither', () => {
    const rows = [
      devRow({ crimes: ['poaching'], arrest_made: null }),
      devRow({ crimes: ['poaching'], arrest_made: true }),
      devRow({ crimes: ['stock theft'], arrest_made: false }),
    ];
    expect(ask('For a chapter set in the bush', rows)).toEqual({ kind: 'text', value: 'No' });
    const none = [
      ...rows,
      devRow({ crimes: ['poaching', 'illegal firearm possession'], arrest_made: false }),
    ];
    expect(ask('For a chapter set in the bush', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('measures the drop in people killed by event year, an undated or unstated death adding nothing', () => {
    const rows = [
      devRow({ event_date: '2022-07-09', victims_killed: 4 }),
      devRow({ event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ event_date: '2023-03-27', victims_killed: null }),
      devRow({ event_date: null, published_date: '2023-05-01', victims_killed: 5 }),
    ];
    expect(ask('Year-on-year', rows)).toEqual({ kind: 'number', value: 3 });
    const rise = [...rows, devRow({ event_date: '2023-12-31', victims_killed: 3 })];
    expect(() => ask('Year-on-year', rise)).toThrow(/does not have more/);
  });

  it('divides stated injured by stated killed, and averages victims over stated counts with zeros kept', () => {
    const rows = [
      devRow({ num_victims: 12, victims_killed: 4, victims_injured: 8 }),
      devRow({ num_victims: 0, victims_killed: 0, victims_injured: 0 }),
      devRow({ num_victims: null, victims_killed: 3, victims_injured: null }),
      devRow({ num_victims: 5, victims_killed: null, victims_injured: 1 }),
    ];
    expect(ask('Define the injury-to-fatality ratio', rows)).toEqual({ kind: 'number', value: 1.29 });
    expect(ask('Mean number of victims', rows)).toEqual({ kind: 'number', value: 5.67 });
  });

  it('takes the murder arrest share over murder incidents only, an unstated arrest in the denominator', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('Among incidents whose crimes include murder', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('finds a farm by the word in the location, in any case, and lists poaching provinces once each', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ location: 'Lismor farm, near Kestell' }),
      b({ location: 'Spitskop Trust Farm, Thaba Nchu' }),
      b({ location: 'Farmhouse Road, Bloemfontein', crimes: ['poaching'], province: 'Free State' }),
      b({ location: 'Kruger National Park', crimes: ['poaching'], province: 'Mpumalanga' }),
      b({ location: 'game reserve, Thabazimbi', crimes: ['poaching'], province: 'Limpopo' }),
      b({ location: 'Pilanesberg', crimes: ['poaching', 'other'], province: 'Limpopo' }),
    ];
    expect(ask('My book opens', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('In which provinces did the poaching', rows)).toEqual({
      kind: 'list',
      value: ['Free State', 'Limpopo', 'Mpumalanga'],
    });
  });

  it('takes the child share over incidents where both counts are stated, to one decimal', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ num_victims: 7, victims_children: 1 }),
      b({ num_victims: 3, victims_children: 3 }),
      b({ num_victims: 0, victims_children: 0 }),
      b({ num_victims: 2, victims_children: null }),
      b({ num_victims: null, victims_children: 1 }),
      b({ num_victims: 2, victims_children: 0 }),
    ];
    expect(ask('Restricting to incidents', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('ranks Free State municipalities by arrests, crimes within the Northern Cape, and refuses a tie', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Free State', municipality: 'Mangaung', num_suspects_arrested: 3 }),
      b({ province: 'Free State', municipality: 'Mangaung', num_suspects_arrested: null }),
      b({ province: 'Free State', municipality: 'Maluti-a-Phofung', num_suspects_arrested: 2 }),
      b({ province: 'Free State', municipality: 'Maluti-a-Phofung', num_suspects_arrested: 0 }),
      b({ province: 'North West', municipality: 'Madibeng', num_suspects_arrested: 12 }),
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['murder', 'theft'] }),
    ];
    expect(ask('Which Free State municipality', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    expect(ask("I'm thinking of setting the sequel", rows)).toEqual({ kind: 'text', value: 'rape' });
    const tied = [...rows, b({ province: 'Northern Cape', crimes: ['murder'] })];
    expect(() => ask("I'm thinking of setting the sequel", tied)).toThrow(/no single leader/);
  });

  it('takes the median of arrests over stated figures with zeros kept, and refuses the unrecorded', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 5 }),
      b({ num_suspects_arrested: null }),
    ];
    expect(ask('What is the median of num_suspects_arrested', rows)).toEqual({ kind: 'number', value: 0 });
    for (const start of [
      'Atmosphere matters',
      'How many of the Mangaung incidents',
      'Normalise by population',
    ])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
