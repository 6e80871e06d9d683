import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH158_QUESTIONS } from './fresh158-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-eighth fresh question set (blind)', FRESH158_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH158_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH158_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifty-eighth fresh set reads the ground truth as its header says', () => {
  it('sums only the stated child victims of its own notebook, a null adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: null, num_victims: 4 }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('For our annual report', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('In total, how many children', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts a rape or sexual assault with a child victim only when a child figure above 0 is stated', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['sexual assault', 'kidnapping'], victims_children: 2 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['assault gbh'], victims_children: 1 }),
    ];
    expect(ask('How many rape or sexual assault cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest child victim by event date, never by a later publication or an undated row', () => {
    const rows = [
      devRow({ event_date: '2021-04-30', published_date: '2021-05-02', victims_children: 1 }),
      devRow({ event_date: null, published_date: '2025-01-01', victims_children: 3 }),
      devRow({ event_date: '2024-12-31', victims_children: 0 }),
      devRow({ event_date: '2023-01-01', victims_children: null }),
    ];
    expect(ask('What is the date of the most recent incident', rows)).toEqual({
      kind: 'date',
      value: '2021-04-30',
    });
  });

  it('answers the KZN child question No when its figures are only null or 0, Yes once one is stated', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_children: null }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 0 }),
      devRow({ province: 'Gauteng', victims_children: 2 }),
    ];
    expect(ask('Was any child a victim', rows)).toEqual({ kind: 'text', value: 'No' });
    const stated = [...rows, devRow({ province: 'KwaZulu-Natal', victims_children: 1 })];
    expect(ask('Was any child a victim', stated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares child victims by province and refuses a comparison the Western Cape does not lead', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_children: 3 }),
      devRow({ province: 'Western Cape', victims_children: null }),
      devRow({ province: 'Eastern Cape', victims_children: 1 }),
    ];
    expect(ask('How many more young victims', rows)).toEqual({ kind: 'number', value: 2 });
    const level = [...rows, devRow({ province: 'Eastern Cape', victims_children: 2 })];
    expect(() => ask('How many more young victims', level)).toThrow(/does not have more/);
  });

  it('takes JHB as the City of Johannesburg municipality and "nabbed nobody" as a stated false', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 4 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null, arrest_made: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 9, arrest_made: false }),
    ];
    expect(ask('JHB thugs nabbed', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Any JHB case', rows)).toEqual({ kind: 'text', value: 'No' });
    const unsolved = [...rows, devRow({ municipality: 'City of Johannesburg', arrest_made: false })];
    expect(ask('Any JHB case', unsolved)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reads EC murders as murder alone, not attempted murder or culpable homicide', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2022-02-02' }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-07-10' }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], event_date: '2023-05-05' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2025-01-01' }),
    ];
    expect(ask('EC murdrs', rows)).toEqual({ kind: 'date', value: '2022-02-02' });
  });

  it('counts GBV as rape or sexual assault, and sums police victims in the North West only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'], victims_police: null }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['sexual assault'], victims_police: 2 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['common assault'], victims_police: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], victims_police: 4 }),
    ];
    expect(ask('GBV count', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('NW cops attacked', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('lists distinct municipalities without "City of", leaving out rows without one', () => {
    const rows = [
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'Midvaal' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Limpopo', municipality: 'Thabazimbi' }),
    ];
    expect(ask('List the municipalities in Gauteng', rows)).toEqual({
      kind: 'list',
      value: ['Johannesburg', 'Midvaal'],
    });
    const childRows = [
      devRow({ notebook: 'b', crimes: ['rape'], municipality: 'Naledi', victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], municipality: 'Sol Plaatje', victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], municipality: 'Greater Taung', victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], municipality: null, victims_children: 2 }),
    ];
    expect(ask('Please list every municipality', childRows)).toEqual({ kind: 'list', value: ['Naledi'] });
  });

  it('counts distinct Western Cape municipalities, a null not being one', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'Swartland' }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: 'Kouga' }),
    ];
    expect(ask('How many different municipalities', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages the stated victims only, counting a stated 0, to one decimal', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', num_victims: 6 }),
      devRow({ province: 'Eastern Cape', num_victims: 0 }),
      devRow({ province: 'Eastern Cape', num_victims: 1 }),
      devRow({ province: 'Eastern Cape', num_victims: null }),
      devRow({ province: 'Gauteng', num_victims: 20 }),
    ];
    expect(ask('On average, how many victims', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('takes shares over the selected rows to the nearest whole percent', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('Of all the rape and sexual assault cases', rows)).toEqual({ kind: 'number', value: 67 });
    const nc = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['theft'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape'] }),
    ];
    expect(ask('What percentage of the incidents in the Northern Cape', nc)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('compares years by event date, the undated and the first of the next year left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-01' }),
      devRow({ notebook: 'b', event_date: '2024-12-31' }),
      devRow({ notebook: 'b', event_date: '2025-01-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-06-01' }),
      devRow({ notebook: 'b', event_date: '2022-06-01' }),
    ];
    expect(ask('CRIME UP?', rows)).toEqual({ kind: 'number', value: 1 });
    const flat = [...rows, devRow({ notebook: 'b', event_date: '2022-08-01' })];
    expect(() => ask('CRIME UP?', flat)).toThrow(/does not have more/);
  });

  it('names the biggest bust by the parts of its location no other incident shares, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', location: 'Mhala', num_suspects_arrested: null }),
      devRow({ notebook: 'b', location: 'Carolina', num_suspects_arrested: 3 }),
    ];
    expect(ask('BIGGEST BUST', rows)).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
    const tied = [...rows, devRow({ notebook: 'b', location: 'Delmas', num_suspects_arrested: 19 })];
    expect(() => ask('BIGGEST BUST', tied)).toThrow(/no single leader/);
  });

  it('ranks provinces by stated child victims and reads female suspects as a stated figure above 0', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: 3, suspects_female: null }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 1, suspects_female: 0 }),
      devRow({ notebook: 'b', province: 'North West', victims_children: null }),
    ];
    expect(ask('Which province had the most child', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(ask('Female thugs', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Female thugs', [...rows, devRow({ notebook: 'b', suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('refuses the questions no field holds', () => {
    const rows = [devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], victims_children: 1 })];
    for (const start of [
      'CIT HEIST SHOCK',
      'How many of the child victims were referred',
      'What is the crime rate',
    ])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
