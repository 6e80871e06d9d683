import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH336_QUESTIONS } from './fresh336-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-sixth fresh question set (blind)', FRESH336_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH336_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH336_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts murders by event date in 2019 to 2021, attempted murder alone and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2021-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-03-03' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-03-03' }),
    ];
    expect(ask('Good morning. For a talk', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts a hijacking of a car or a truck only when a kidnapping is recorded with it', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping', 'other'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['armed robbery', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['carjacking', 'kidnapping'] }),
    ];
    expect(ask('guests keep asking', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a farm by the word in the location, not a game reserve, and sums only the stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['house robbery'], victims_killed: null }),
      devRow({
        notebook: 'b',
        location: 'game reserve, Thabazimbi',
        crimes: ['poaching'],
        victims_killed: 2,
      }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'farm in Magogong', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(
      ask(
        'plaas attacks',
        rows.filter((r) => r.notebook === 'b'),
      ),
    ).toEqual({ kind: 'number', value: 3 });
    expect(ask('plaas attacks', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the women share over the stated sexes of the province alone, the unstated adding nothing', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        num_victims: 4,
        victims_female: 3,
        victims_male: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        num_victims: 6,
        victims_female: null,
        victims_male: null,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        num_victims: 3,
        victims_female: 0,
        victims_male: 3,
      }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Dear Sir or Madam, considering', rows)).toEqual({ kind: 'number', value: 43 });
  });

  it('takes "caught nobody" as a stated false arrest and lists CIT provinces once each, alphabetically', () => {
    const unstated = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching'], arrest_made: null }),
    ];
    expect(ask('was there any poaching', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [
      ...unstated,
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching'], arrest_made: false }),
    ];
    expect(ask('was there any poaching', none)).toEqual({ kind: 'text', value: 'Yes' });
    const cit = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['business robbery'] }),
    ];
    expect(ask('list the provinces', cit)).toEqual({ kind: 'list', value: ['Limpopo', 'North West'] });
  });
});
