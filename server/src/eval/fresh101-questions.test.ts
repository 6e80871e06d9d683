import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH101_QUESTIONS } from './fresh101-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-first fresh question set (blind)', FRESH101_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH101_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH101_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-first fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of stock theft incidents of the notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['stock theft', 'other'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', crimes: ['stock theft'], num_suspects_arrested: 4 }),
    ];
    expect(ask('Goeie dag. Vir die veediefstal', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts weekend murders by the event date alone, leaving out attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'armed robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Die boere sê', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed of June to August in any year, by event date, nulls adding nothing', () => {
    const rows = [
      devRow({ event_date: '2015-06-01', victims_killed: 2 }),
      devRow({ event_date: '2023-08-31', victims_killed: 3 }),
      devRow({ event_date: '2023-07-10', victims_killed: null }),
      devRow({ event_date: '2023-09-01', victims_killed: 7 }),
      devRow({ event_date: '2023-05-31', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2023-07-01', victims_killed: 9 }),
    ];
    expect(ask('Picture a long winter night', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes "nobody arrested" as a stated false over all the murders, to the nearest whole percent', () => {
    const murder = (arrest_made: boolean | null) => devRow({ crimes: ['murder'], arrest_made });
    const rows = [
      murder(false),
      murder(null),
      murder(true),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('My detective is a tired cynic', rows)).toEqual({ kind: 'number', value: 33 });
    expect(() => ask('My detective is a tired cynic', [murder(false), murder(true)])).not.toThrow();
    expect(() =>
      ask('My detective is a tired cynic', [...Array.from({ length: 7 }, () => murder(true)), murder(false)]),
    ).toThrow(/halfway/);
  });

  it('rounds the auditor share to one decimal over every Eastern Cape incident', () => {
    const cape = (arrest_made: boolean | null) => devRow({ province: 'Eastern Cape', arrest_made });
    const rows = [cape(true), cape(true), cape(false), cape(null), cape(true), cape(true)];
    rows.push(devRow({ province: 'Gauteng', arrest_made: false }));
    expect(ask('Finding 3 (Eastern Cape)', rows)).toEqual({ kind: 'number', value: 66.7 });
  });

  it('compares the two metros by killed, and refuses a comparison that runs the other way', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: 1 }),
      devRow({ municipality: 'Ekurhuleni', victims_killed: 9 }),
    ];
    expect(ask('My story cuts between two metros', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ municipality: 'City of Johannesburg', victims_killed: 5 })];
    expect(() => ask('My story cuts between two metros', reversed)).toThrow(/does not have more/);
  });

  it('reads a farm incident from the location in any case, kept to the Free State', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        victims_killed: 3,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 6 }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', victims_killed: 2 }),
    ];
    expect(ask('Plaasaanvalle in die Vrystaat', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('dates the last Free State farm murder by event date, never by an undated or later-published one', () => {
    const farmMurder = (fields: Partial<DevRow>) =>
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'De Rots farm',
        crimes: ['murder'],
        ...fields,
      });
    const rows = [
      farmMurder({ event_date: '2020-10-02', published_date: '2025-01-01' }),
      farmMurder({ event_date: null, published_date: '2024-01-01' }),
      farmMurder({ event_date: '2023-01-01', crimes: ['stock theft'] }),
      farmMurder({ event_date: '2024-01-01', province: 'North West' }),
      farmMurder({ event_date: '2024-02-01', location: 'Senekal' }),
    ];
    expect(ask('Wanneer was die laaste plaasmoord', rows)).toEqual({ kind: 'date', value: '2020-10-02' });
  });

  it('answers "niemand arested" from a stated false arrest only', () => {
    const farmMurder = (arrest_made: boolean | null) =>
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'farm near Glen',
        crimes: ['murder'],
        arrest_made,
      });
    expect(ask('Was daar enige moord op n plaas', [farmMurder(true), farmMurder(null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Was daar enige moord op n plaas', [farmMurder(true), farmMurder(false)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('shares kidnappings that also hold murder, not attempted murder', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['kidnapping', 'murder'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping', 'attempted murder'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('In my plot an abduction', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('splits the two eras by event date and leaves undated killings out of both', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-12-31', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2021-01-01', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2024-05-05', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2019-01-01', victims_killed: 8 }),
    ];
    expect(ask('My book is split in two eras', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by arrests summed, nulls adding nothing, and refuses a tie at the top', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
    ];
    expect(ask('In reviewing the effectiveness', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 })];
    expect(() => ask('In reviewing the effectiveness', tied)).toThrow(/no single leader/);
  });

  it('counts the auditor period with both ends included, by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-07-01' }),
      devRow({ notebook: 'b', event_date: '2023-12-31' }),
      devRow({ notebook: 'b', event_date: '2023-06-30' }),
      devRow({ notebook: 'b', event_date: '2024-01-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-09-01' }),
    ];
    expect(ask('For the period under review, 1 July 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
