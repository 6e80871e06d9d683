import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH145_QUESTIONS } from './fresh145-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-fifth fresh question set (blind)', FRESH145_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH145_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH145_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-fifth fresh set reads the ground truth as its header says', () => {
  it('takes the arrest share over every incident, an unstated arrest counting as none made', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('The minister claims police', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('sums arrests of 2023 by event date, the undated and the unstated adding nothing', () => {
    const rows = [
      devRow({ event_date: '2023-01-01', num_suspects_arrested: 4 }),
      devRow({ event_date: '2023-12-31', num_suspects_arrested: 2 }),
      devRow({ event_date: '2023-06-01', num_suspects_arrested: null }),
      devRow({ event_date: '2024-01-01', num_suspects_arrested: 7 }),
      devRow({ event_date: null, published_date: '2023-05-01', num_suspects_arrested: 9 }),
    ];
    expect(ask('In his budget speech', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts murder alone in the KZN-Gauteng comparison, and refuses a reversed one', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('The minister said murder in', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask('The minister said murder in', reversed)).toThrow(/does not have more/);
  });

  it('takes the killed share over the killed plus the injured, nulls adding nothing', () => {
    const rows = [
      devRow({ victims_killed: 1, victims_injured: 2 }),
      devRow({ victims_killed: 2, victims_injured: null }),
      devRow({ victims_killed: null, victims_injured: 4 }),
      devRow({ notebook: 'b', victims_killed: 10, victims_injured: 0 }),
    ];
    expect(ask('Taking everyone who was either', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks municipalities by people killed, leaving rows without a municipality out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Which municipality accounts', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest child victim by event date, a zero or unstated child count left out', () => {
    const rows = [
      devRow({ event_date: '2019-05-01', victims_children: 1 }),
      devRow({ event_date: '2016-01-01', victims_children: 0 }),
      devRow({ event_date: '2015-01-01', victims_children: null }),
      devRow({ event_date: null, published_date: '2014-01-01', victims_children: 2 }),
    ];
    expect(ask('On what date did the earliest', rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('counts carjackings and truck hijackings as hijackings, in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'Limpopo' }),
    ];
    expect(ask('how many hijackings in gauteng', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('needs a stated "no arrest" for the Ekurhuleni house robbery yes/no', () => {
    const unstated = [
      devRow({ crimes: ['house robbery'], municipality: 'Ekurhuleni', arrest_made: null }),
      devRow({ crimes: ['house robbery'], municipality: 'City of Johannesburg', arrest_made: false }),
      devRow({ crimes: ['burglary'], municipality: 'Ekurhuleni', arrest_made: false }),
    ];
    expect(ask('any house robberys', unstated)).toEqual({ kind: 'text', value: 'No' });
    const stated = [
      ...unstated,
      devRow({ crimes: ['house robbery'], municipality: 'Ekurhuleni', arrest_made: false }),
    ];
    expect(ask('any house robberys', stated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('answers the North West CIT claim from 2020 on by event date', () => {
    const cit = (event_date: string | null, province = 'North West') =>
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date,
        province,
        published_date: '2021-01-01',
      });
    const before = [cit('2019-12-31'), cit(null), cit('2022-01-01', 'Limpopo')];
    expect(ask('The minister stated there has not', before)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('The minister stated there has not', [...before, cit('2020-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the firearm share over incidents with a stated death only', () => {
    const rows = [
      devRow({ notebook: 'b', victims_killed: 2, crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', victims_killed: 1, crimes: ['murder'] }),
      devRow({ notebook: 'b', victims_killed: 1, crimes: ['murder'] }),
      devRow({ notebook: 'b', victims_killed: 0, crimes: ['illegal firearm possession'] }),
      devRow({ notebook: 'b', victims_killed: null, crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Of the incidents in which at least', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums weekend deaths by the event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07', victims_killed: 1 }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-08', victims_killed: 5 }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13', victims_killed: 4 }), // published on a Saturday
    ];
    expect(ask('How many people were killed in incidents that took', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('reads "knew the victim" as a partner, family or acquaintance, in Mpumalanga only', () => {
    const rape = (relationship: string | null, province = 'Mpumalanga') =>
      devRow({ notebook: 'b', crimes: ['rape'], relationship, province });
    const strangers = [rape('stranger'), rape(null), rape('acquaintance', 'Limpopo')];
    expect(ask('any rapes in mpumalanga', strangers)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any rapes in mpumalanga', [...strangers, rape('family')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by suspects arrested summed, not by incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
    ];
    expect(ask('The minister credited', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });
});
