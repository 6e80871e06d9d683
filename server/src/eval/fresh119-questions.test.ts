import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH119_QUESTIONS } from './fresh119-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-nineteenth fresh question set (blind)', FRESH119_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH119_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH119_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-nineteenth fresh set reads the ground truth as its header says', () => {
  it('counts kidnappings in a date range by event date, both ends included and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-01-01' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2021-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2022-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2020-05-01' }),
      devRow({ crimes: ['extortion'], event_date: '2020-05-01' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2020-05-01' }),
    ];
    expect(ask("SELECT COUNT(*) FROM events WHERE crime = 'kidnapping'", rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('sums the stated police victims of the Western Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_police: 2 }),
      devRow({ province: 'Western Cape', victims_police: null, num_victims: 5 }),
      devRow({ province: 'Gauteng', victims_police: 4 }),
      devRow({ notebook: 'b', province: 'Western Cape', victims_police: 3 }),
    ];
    expect(ask('SELECT SUM(police_victims)', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts weekend murders by the weekday of the event date, not attempted murder or publication day', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // a Saturday
    ];
    expect(ask("SELECT COUNT(*) FROM events WHERE 'murder' = ANY(crimes)", rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes "Jozi" as the City of Johannesburg municipality, not the rest of Gauteng', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['theft'] }),
    ];
    expect(ask('Big shout-out', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest carjacking without truck hijackings or undated rows', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-06-01' }),
    ];
    expect(ask('Hold tight', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
  });

  it('ranks municipalities by stated killed, skipping rows without a municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null, num_victims: 9 }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 10 }),
    ];
    expect(ask('Sad news segment', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() =>
      ask('Sad news segment', [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('answers the Cape Town CIT question No when the only CIT is elsewhere', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['business robbery'] }),
      devRow({ municipality: 'Midvaal', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Mother City crew', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [
      ...rows,
      devRow({ municipality: 'City of Cape Town', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Mother City crew', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('refuses a difference in killed whose first side does not have more', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
    ];
    expect(ask('If it is not too great', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() =>
      ask('If it is not too great', [...rows, devRow({ province: 'Eastern Cape', victims_killed: 2 })]),
    ).toThrow(/does not have more/);
  });

  it('counts a null relationship as not known in the share of rapes where the victim knew the attacker', () => {
    const rape = (relationship: string | null) => devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('acquaintance'),
      rape('partner'),
      rape('stranger'),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('SELECT ROUND(100.0 * AVG(CASE WHEN relationship', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('keeps notebooks apart: a notebook a row never counts in a notebook b question', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal mining'] }),
      devRow({ notebook: 'a', crimes: ['illegal mining'] }),
      devRow({ notebook: 'a', crimes: ['illegal mining', 'illegal firearm possession'] }),
    ];
    expect(ask('Zama zama busts', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('finds a farm by the word in the location, in any case, over the Free State rows', () => {
    const fs = (location: string) => devRow({ notebook: 'b', province: 'Free State', location });
    const rows = [
      fs('Lismor farm, near Kestell'),
      fs('Spitskop Trust Farm, Thaba Nchu'),
      fs('Bloemfontein'),
      fs('Phuthaditjhaba'),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'farm near Polokwane' }),
    ];
    expect(ask('My late brother farmed', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('starts "after 2022" on the first of 2023, by event date, for Northern Cape murders only', () => {
    const nc = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', province: 'Northern Cape', crimes, event_date, published_date: '2024-01-01' });
    const rows = [nc('2022-12-31'), nc(null), nc('2024-03-01', ['attempted murder'])];
    expect(ask('Having lately moved', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Having lately moved', [...rows, nc('2023-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Fridays and years by event date alone', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-05' });
    const rows = [b('2024-01-05'), b('2022-01-07'), b('2024-01-06'), b(null), b('2024-02-02')];
    expect(ask('SELECT COUNT(*) FROM events WHERE to_char', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('So that I might judge', rows)).toEqual({ kind: 'number', value: 2 });
    const winter = [b('2023-06-01'), b('2019-08-31'), b('2024-09-01'), b('2024-05-31'), b(null)];
    expect(ask('Winter warmers', winter)).toEqual({ kind: 'number', value: 2 });
  });
});
