import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH222_QUESTIONS } from './fresh222-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-second fresh question set (blind)', FRESH222_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH222_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH222_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-twenty-second fresh set reads the ground truth as its header says', () => {
  it('sums the killed of every Khayelitsha location, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Enkanini, khayelitsha', crimes: ['murder'], victims_killed: 2 }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], victims_killed: null }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', location: 'Khayelitsha', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Hoeveel ouens got killed', rows)).toEqual({ kind: 'number', value: 9 });
    const more = [...rows, devRow({ location: 'Harare, Khayelitsha', victims_killed: 1 })];
    expect(ask('Hoeveel ouens got killed', more)).toEqual({ kind: 'number', value: 10 });
  });

  it('compares Cape Town and Johannesburg by municipality, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: null, location: 'Cape Town' }),
    ];
    expect(ask('Everybody says Joburg', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
    ];
    expect(() => ask('Everybody says Joburg', reversed)).toThrow(/does not have more/);
  });

  it('needs a raped child victim who knew the attacker, in the Western Cape', () => {
    const stranger = devRow({
      province: 'Western Cape',
      crimes: ['rape'],
      victims_children: 1,
      relationship: 'stranger',
    });
    const adult = devRow({
      province: 'Western Cape',
      crimes: ['rape'],
      victims_children: 0,
      relationship: 'acquaintance',
    });
    const elsewhere = devRow({
      province: 'Gauteng',
      crimes: ['rape'],
      victims_children: 1,
      relationship: 'family',
    });
    expect(ask('Was there any raep', [stranger, adult, elsewhere])).toEqual({ kind: 'text', value: 'No' });
    const known = devRow({
      province: 'Western Cape',
      crimes: ['rape'],
      victims_children: 2,
      relationship: 'partner',
    });
    expect(ask('Was there any raep', [stranger, adult, elsewhere, known])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes KZN murders over all murders, attempted murder and culpable homicide left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('Case definition: any incident recording murder', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('takes the median victims over incidents that state a count, averaging the two middle ones', () => {
    const rows = [1, 2, 6, null, 13].map((n) => devRow({ num_victims: n }));
    expect(ask('What is the median number of victims', rows)).toEqual({ kind: 'number', value: 4 });
    const odd = [...rows, devRow({ num_victims: 1 })];
    expect(ask('What is the median number of victims', odd)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks deaths by event year, undated deaths left out, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2022-04-05', victims_killed: 2 }),
      devRow({ event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2023-01-01', victims_killed: 5 }),
    ];
    expect(ask('Looking at the mortality series', rows)).toEqual({ kind: 'text', value: '2022' });
    const tied = [...rows, devRow({ event_date: '2023-01-09', victims_killed: 1 })];
    expect(() => ask('Looking at the mortality series', tied)).toThrow(/no single leader/);
  });

  it('dates by event date alone, ignoring later publications and other places', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2024-07-29', published_date: '2024-07-30' }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2025-09-01' }),
      devRow({ province: 'Western Cape', event_date: '2025-05-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2019-12-29' }),
    ];
    expect(ask('A couple relocating', rows)).toEqual({ kind: 'date', value: '2024-07-29' });
    const kidnappings = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2014-07-22' }),
      devRow({ crimes: ['carjacking'], event_date: '2010-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2009-01-01' }),
    ];
    expect(ask('What is the earliest date', kidnappings)).toEqual({ kind: 'date', value: '2014-07-22' });
  });

  it('counts Johannesburg incidents from 1 January 2020 inclusive, undated ones left out', () => {
    const joburg = (event_date: string | null) =>
      devRow({ municipality: 'City of Johannesburg', event_date, published_date: '2024-01-01' });
    const rows = [
      joburg('2020-01-01'),
      joburg('2019-12-31'),
      joburg('2025-05-29'),
      joburg(null),
      devRow({ municipality: 'Ekurhuleni', event_date: '2023-01-01' }),
    ];
    expect(ask('For clients looking at Johannesburg', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of rapes with a stated child victim, an unstated count not a child', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Of all the raep cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the case-fatality proportion over incidents stating both figures', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 7, victims_killed: 7 }),
      devRow({ notebook: 'b', num_victims: 3, victims_killed: 1 }),
      devRow({ notebook: 'b', num_victims: null, victims_killed: 2 }),
      devRow({ notebook: 'b', num_victims: 4, victims_killed: null }),
      devRow({ notebook: 'b', num_victims: 0, victims_killed: 0 }),
    ];
    expect(ask('Estimate the case-fatality proportion', rows)).toEqual({ kind: 'number', value: 80 });
  });

  it('ranks murder municipalities without unknown ones, answered with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', crimes: ['murder'], municipality: 'Mangaung' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], municipality: 'Mangaung' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], municipality: 'Mangaung' }),
      devRow({ notebook: 'b', crimes: ['murder'], municipality: null }),
      devRow({ notebook: 'b', crimes: ['murder'], municipality: null }),
      devRow({ notebook: 'b', crimes: ['murder'], municipality: null }),
    ];
    expect(ask('Which municipality is the most gevaarlik', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('counts house robberies, business robberies and carjackings per province, not hijacked trucks', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['house robbery'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['armed robbery'] }),
    ];
    expect(ask('Buyers worry most', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('lists each illegal-mining province once, alphabetically', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['illegal mining', 'theft'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('List the provinces', rows)).toEqual({ kind: 'list', value: ['Mpumalanga', 'Northern Cape'] });
  });

  it('finds a Free State farm by the word in the location, dated 2020 or later', () => {
    const farm = (event_date: string | null, province = 'Free State', location = 'De Rots farm, Senekal') =>
      devRow({ notebook: 'b', location, province, event_date, published_date: '2021-01-01' });
    const none = [
      farm('2019-12-31'),
      farm(null),
      farm('2022-07-15', 'North West'),
      farm('2023-03-09', 'Free State', 'Bloemfontein'),
    ];
    expect(ask('A client wants a smallholding', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('A client wants a smallholding', [...none, farm('2020-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });
});
