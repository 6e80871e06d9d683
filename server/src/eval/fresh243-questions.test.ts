import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH243_QUESTIONS } from './fresh243-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-third fresh question set (blind)', FRESH243_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH243_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH243_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-forty-third fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of CIT robberies only, an unstated figure and the other notebook adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({
        crimes: ['cash-in-transit robbery', 'illegal firearm possession'],
        num_suspects_arrested: null,
      }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 5 }),
      b({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('the guys on day shift', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks weekdays of robberies and hijackings by event date, the undated and other crimes left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-01' }), // Monday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday, no robbery
      devRow({ crimes: ['armed robbery'], event_date: null, published_date: '2024-01-08' }), // published on a Monday
    ];
    expect(ask('which day of the week', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    const tied = [...rows, devRow({ crimes: ['business robbery'], event_date: '2024-01-15' })];
    expect(() => ask('which day of the week', tied)).toThrow(/no single leader/);
  });

  it('counts shops and houses robbed in Gauteng only: CIT, carjacking and other provinces left out', () => {
    const rows = [
      devRow({ crimes: ['house robbery', 'murder'] }),
      devRow({ crimes: ['business robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['house robbery'], province: 'KwaZulu-Natal' }),
      b({ crimes: ['business robbery'] }),
    ];
    expect(ask('shops and houses robbed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says a house robbery killed somebody only when a stated killed figure is above zero', () => {
    const unstated = [
      devRow({ crimes: ['house robbery'], victims_killed: null }),
      devRow({ crimes: ['house robbery'], victims_killed: 0 }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('did the tsotsis kill anybody', unstated)).toEqual({ kind: 'text', value: 'No' });
    const killed = [...unstated, devRow({ crimes: ['house robbery', 'murder'], victims_killed: 1 })];
    expect(ask('did the tsotsis kill anybody', killed)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the Eastern Cape dead from 2020-01-01 on, by event date, the undated and other provinces left out', () => {
    const ec = (event_date: string | null, victims_killed: number | null) =>
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date,
        victims_killed,
        published_date: '2021-01-01',
      });
    const rows = [
      ec('2019-12-31', 3),
      ec('2020-01-01', 4),
      ec('2022-11-05', 6),
      ec('2023-03-27', null),
      ec(null, 5),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2021-01-01', victims_killed: 7 }),
    ];
    expect(ask('Gogo asks how many people died', rows)).toEqual({ kind: 'number', value: 10 });
  });

  it('looks for Limpopo in notebook a alone, and counts child victims of rape cases only', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['rape'], victims_children: 1 }),
      devRow({ province: 'Gauteng', crimes: ['rape'], victims_children: null }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], victims_children: 2 }),
      b({ province: 'Limpopo', crimes: ['rape'], victims_children: 4 }),
    ];
    expect(ask('Gogo asks if there is anything', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('She wants to know how many vhana', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Gogo asks if there is anything', [...rows, devRow({ province: 'Limpopo' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the median of every stated suspect age, one per suspect, the middle two averaged', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [25] }),
      b({ suspect_ages: [70, 80] }),
    ];
    expect(ask('Gogo says the ones being arrested', rows)).toEqual({ kind: 'number', value: 27.5 });
  });

  it('reads "more than half" strictly and takes murders alone, not attempted murder', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask("Claim: 'More than half", rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] })];
    expect(ask("Claim: 'More than half", more)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
  });

  it('takes the arrest share over every incident, an unstated arrest not being one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      b({ arrest_made: false }),
    ];
    expect(ask('A politician said police made an arrest', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks municipalities by stated people killed, rows without a municipality left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('A councillor said', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('counts Friday and Saturday robberies by event date, hijackings and the undated left out', () => {
    const rows = [
      b({ crimes: ['armed robbery'], event_date: '2024-01-05' }), // Friday
      b({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-06' }), // Saturday
      b({ crimes: ['house robbery'], event_date: '2024-01-07' }), // Sunday
      b({ crimes: ['carjacking'], event_date: '2024-01-06' }),
      b({ crimes: ['business robbery'], event_date: null, published_date: '2024-01-06' }),
      devRow({ crimes: ['armed robbery'], event_date: '2024-01-06' }),
    ];
    expect(ask('how many robberies happened on a friday', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest business robbery by event date, and the Thohoyandou case by its location', () => {
    const rows = [
      b({
        crimes: ['business robbery'],
        event_date: '2023-05-01',
        location: 'Lwamondo, outside Thohoyandou',
      }),
      b({ crimes: ['business robbery'], event_date: null, published_date: '2025-01-01' }),
      b({ crimes: ['armed robbery'], event_date: '2024-09-09' }),
    ];
    expect(ask('when was the last time', rows)).toEqual({ kind: 'date', value: '2023-05-01' });
    expect(ask('Gogo heard that a khosi', rows)).toEqual({ kind: 'date', value: '2023-05-01' });
  });

  it('ranks provinces by stated child victims and takes the child share of rape victims where both are stated', () => {
    const rows = [
      b({ province: 'Northern Cape', crimes: ['rape'], num_victims: 3, victims_children: 2 }),
      b({ province: 'North West', crimes: ['rape'], num_victims: 1, victims_children: 1 }),
      b({ province: 'North West', crimes: ['rape'], num_victims: 2, victims_children: null }),
      b({ province: 'Free State', crimes: ['murder'], num_victims: 1, victims_children: 1 }),
    ];
    expect(ask('She wants to know in which province', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    expect(ask('Claim: most rape victims', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('reads the first half of 2024 inclusively and "more murders" strictly', () => {
    const murder = (province: string, event_date: string | null) =>
      b({ province, crimes: ['murder'], event_date });
    const rows = [
      murder('Free State', '2024-07-01'),
      murder('North West', null),
      murder('Free State', '2023-12-31'),
      b({ crimes: ['attempted murder'], event_date: '2024-03-01' }),
    ];
    expect(ask('Claim: there was not a single murder', rows)).toEqual({
      kind: 'text',
      value: ['Yes', 'True'],
    });
    expect(ask('Claim: there was not a single murder', [...rows, murder('Limpopo', '2024-06-30')])).toEqual({
      kind: 'text',
      value: ['No', 'False'],
    });
    const level = [...rows, murder('North West', '2020-01-01')];
    expect(ask("Claim: 'North West recorded", level)).toEqual({ kind: 'text', value: ['No', 'False'] });
    expect(ask("Claim: 'North West recorded", [...level, murder('North West', null)])).toEqual({
      kind: 'text',
      value: ['Yes', 'True'],
    });
  });
});
