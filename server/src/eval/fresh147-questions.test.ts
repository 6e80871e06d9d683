import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH147_QUESTIONS } from './fresh147-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-seventh fresh question set (blind)', FRESH147_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH147_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH147_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-seventh fresh set reads the ground truth as its header says', () => {
  it('sums Gauteng arrests from 2020 by event date, leaving out the undated, the earlier and other provinces', () => {
    const rows = [
      devRow({ event_date: '2020-01-01', num_suspects_arrested: 3 }),
      devRow({ event_date: '2024-05-05', num_suspects_arrested: 2 }),
      devRow({ event_date: '2023-05-05', num_suspects_arrested: null }),
      devRow({ event_date: '2019-12-31', num_suspects_arrested: 7 }),
      devRow({ event_date: null, published_date: '2022-01-01', num_suspects_arrested: 4 }),
      devRow({ event_date: '2022-01-01', province: 'Limpopo', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', event_date: '2022-01-01', num_suspects_arrested: 8 }),
    ];
    expect(ask('What is the total number of suspects arrested in Gauteng', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('takes the arrest share over every incident, an unstated arrest counting in the whole only', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('In what percentage of the incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts murders with a child victim only when the children figure is above zero', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_children: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_children: 1 }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
      devRow({ crimes: ['murder'], victims_children: null }),
      devRow({ crimes: ['attempted murder'], victims_children: 1 }),
      devRow({ crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('In how many murder cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest child-victim incident by event date, skipping the undated and the later published', () => {
    const rows = [
      devRow({ victims_children: 1, event_date: '2021-04-01', published_date: '2025-01-01' }),
      devRow({ victims_children: 2, event_date: null, published_date: '2024-06-01' }),
      devRow({ victims_children: 0, event_date: '2023-01-01' }),
      devRow({ notebook: 'b', victims_children: 1, event_date: '2024-01-01' }),
    ];
    expect(ask('When did the most recent incident with a child victim', rows)).toEqual({
      kind: 'date',
      value: '2021-04-01',
    });
  });

  it('counts young suspects one per stated age below 25, in its own notebook only', () => {
    const rows = [
      devRow({ suspect_ages: [19, 24, 25, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [22] }),
      devRow({ notebook: 'b', suspect_ages: [18, 20] }),
    ];
    expect(ask('Where the ages of suspects are given', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('measures how many more were killed by province sums, refusing a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 4 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 1 }),
      devRow({ notebook: 'a', province: 'Mpumalanga', victims_killed: 9 }),
    ];
    expect(ask('How many more people were killed in the Free State', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 6 })];
    expect(() => ask('How many more people were killed in the Free State', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('takes the female share over victims of stated sex only', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 1, victims_female: 0, victims_male: 1 }),
      devRow({ notebook: 'a', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Among the victims whose sex is recorded', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by stated child victims and refuses a tie at the top', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: 3 }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 1 }),
      devRow({ notebook: 'b', province: 'North West', victims_children: null }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 1 }),
      devRow({ notebook: 'a', province: 'North West', victims_children: 5 }),
    ];
    expect(ask('Which province had the most child victims', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', victims_children: 1 })];
    expect(() => ask('Which province had the most child victims', tied)).toThrow(/no single leader/);
  });

  it('answers the Limpopo corruption question from a stated arrest only', () => {
    const unstated = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['fraud', 'corruption'], arrest_made: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['corruption'], arrest_made: true }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['fraud'], arrest_made: true }),
    ];
    expect(ask('Was there a corruption case in Limpopo', unstated)).toEqual({ kind: 'text', value: 'No' });
    const made = [
      ...unstated,
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['corruption'], arrest_made: true }),
    ];
    expect(ask('Was there a corruption case in Limpopo', made)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds a teenage suspect only among stated ages of 19 or younger', () => {
    const adults = [
      devRow({ notebook: 'b', suspect_ages: [20, 35] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'a', suspect_ages: [17] }),
    ];
    expect(ask('Going by the ages given', adults)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Going by the ages given', [...adults, devRow({ notebook: 'b', suspect_ages: [19] })]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities without the unknown ones and accepts a city without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Which municipality is the scene', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('counts kidnappings with a child victim as rapes of kids only when rape is among the crimes', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3 }),
    ];
    expect(ask('how many rapes of kids', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests since the start of 2023 by event date only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', event_date: '2022-12-31', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-01', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', event_date: '2025-03-01', num_suspects_arrested: 1 }),
    ];
    expect(ask('How many suspects in total were arrested', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
