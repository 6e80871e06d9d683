import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH152_QUESTIONS } from './fresh152-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-second fresh question set (blind)', FRESH152_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH152_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH152_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-fifty-second fresh set reads the ground truth as its header says', () => {
  it('averages the killed over the incidents that state it, to one decimal, the other notebook left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 0 }),
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      b({ crimes: ['murder'], victims_killed: 40 }),
    ];
    expect(ask('For a class exercise', rows)).toEqual({ kind: 'number', value: 1.7 });
    expect(() => ask('For a class exercise', [devRow({ victims_killed: null })])).toThrow(/no stated value/);
  });

  it('takes the median age over every stated suspect age, the mean of the middle two for an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 41] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30, 33] }),
    ];
    expect(ask('What is the median age of the suspects', rows)).toEqual({ kind: 'number', value: 31.5 });
    const odd = [...rows, devRow({ suspect_ages: [99] })];
    expect(ask('What is the median age of the suspects', odd)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the female share over the victims of stated sex only, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 9, victims_female: null, victims_male: null }),
      devRow({ num_victims: 3, victims_female: 1, victims_male: null }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 50 });
    const thirds = [devRow({ victims_female: 1, victims_male: 2 })];
    expect(ask('Of the victims whose sex', thirds)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('answers "before 2020" by the event date alone: the first of 2020 and the undated are not before', () => {
    const notBefore = [
      devRow({ crimes: ['stock theft'], event_date: '2020-01-01' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2015-01-01' }),
    ];
    expect(ask('The old men at our meeting', notBefore)).toEqual({ kind: 'text', value: 'No' });
    const before = [...notBefore, devRow({ crimes: ['stock theft'], event_date: '2019-12-31' })];
    expect(ask('The old men at our meeting', before)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts car and truck hijackings in Gauteng, not vehicle theft or other provinces', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['carjacking'], province: 'Western Cape' }),
    ];
    expect(ask('How many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('does not count a hijacking as a robbery in the Western Cape', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'Western Cape', crimes: ['carjacking', 'burglary'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
    ];
    expect(ask('Travellers ask if', rows)).toEqual({ kind: 'text', value: 'No' });
    const robbed = [...rows, devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(ask('Travellers ask if', robbed)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares people killed by province, nulls adding nothing, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 1 }),
    ];
    expect(ask('How many more people were killed', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('How many more people were killed', reversed)).toThrow(/does not have more/);
  });

  it('counts an unstated relationship in the rapes but not among the known attackers', () => {
    const rows = [
      b({ crimes: ['rape'], relationship: 'acquaintance' }),
      b({ crimes: ['rape'], relationship: 'family' }),
      b({ crimes: ['rape'], relationship: 'stranger' }),
      b({ crimes: ['rape', 'murder'], relationship: null }),
      b({ crimes: ['murder'], relationship: 'partner' }),
      b({ crimes: ['rape'], relationship: 'partner' }),
      b({ crimes: ['rape'] }),
    ];
    expect(ask('Among the rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes "between 2020 and 2022 inclusive" with both edge days in and the undated out', () => {
    const rows = [
      b({ event_date: '2020-01-01' }),
      b({ event_date: '2022-12-31' }),
      b({ event_date: '2021-06-15' }),
      b({ event_date: '2019-12-31' }),
      b({ event_date: '2023-01-01' }),
      b({ event_date: null, published_date: '2021-01-01' }),
    ];
    expect(ask('How many incidents took place between', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts the festive season as December or January of any year, by event date', () => {
    const rows = [
      b({ event_date: '2019-12-01' }),
      b({ event_date: '2024-01-31' }),
      b({ event_date: '2024-02-01' }),
      b({ event_date: '2023-11-30' }),
      b({ event_date: null, published_date: '2023-12-20' }),
    ];
    expect(ask('Over the festive season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed in villages, any case, and finds a winter farm death by month and stated deaths', () => {
    const rows = [
      b({ location: 'Sonkwane village', victims_killed: 2 }),
      b({ location: 'Maphata Village, outside Giyani', victims_killed: null }),
      b({ location: 'Giyani', victims_killed: 5 }),
    ];
    expect(ask('Our people live in villages', rows)).toEqual({ kind: 'number', value: 2 });
    const farm = (event_date: string, victims_killed: number | null) =>
      b({ location: 'farm near Hartswater', province: 'Northern Cape', event_date, victims_killed });
    const none = [
      farm('2020-09-01', 3),
      farm('2020-07-01', 0),
      farm('2020-05-31', 1),
      farm('2020-08-01', null),
    ];
    expect(ask('In winter, June to August', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In winter, June to August', [...none, farm('2021-08-31', 1)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks the modal crime over every listed crime and the deadliest province, refusing a tie at the top', () => {
    const rows = [
      b({ crimes: ['murder', 'rape'], province: 'Free State', victims_killed: 2 }),
      b({ crimes: ['murder'], province: 'Limpopo', victims_killed: 1 }),
      b({ crimes: ['rape'], province: 'Limpopo', victims_killed: null }),
      b({ crimes: ['murder', 'kidnapping'], province: 'Limpopo' }),
      devRow({ crimes: ['rape'], province: 'Limpopo', victims_killed: 9 }),
    ];
    expect(ask('What is the modal crime category', rows)).toEqual({ kind: 'text', value: ['murder'] });
    expect(ask('Which province is the deadliest', rows)).toEqual({ kind: 'text', value: 'Free State' });
    const tied = [...rows, b({ crimes: ['rape'], province: 'Limpopo', victims_killed: 1 })];
    expect(() => ask('What is the modal crime category', tied)).toThrow(/no single leader/);
    expect(() => ask('Which province is the deadliest', tied)).toThrow(/no single leader/);
  });

  it('refuses what the releases do not record', () => {
    const rows = [devRow({}), b({})];
    for (const start of [
      'What is the median age of the victims',
      'How many of the victims in these incidents were foreign',
      'On the farms the ones who suffer',
      'At what time of day',
    ])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
