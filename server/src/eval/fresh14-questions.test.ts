import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH14_QUESTIONS } from './fresh14-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fourteenth fresh question set (blind)', FRESH14_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH14_QUESTIONS, question, rows);

describe('The fourteenth fresh question set reads', () => {
  it('"kidnapping but not murder" as the arrests of kidnappings without a murder, a null adding nothing', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['kidnapping', 'murder'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 5 }),
    ];
    expect(
      ask('How many suspects were arrested in incidents involving a kidnapping but not a murder?', rows),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('the weekday of an incident from its date, an undated one falling on no day', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }),
      devRow({ event_date: '2024-01-06' }),
      devRow({ event_date: '2024-01-07' }),
      devRow({ event_date: null }),
    ];
    expect(
      ask(
        'Fridays and Saturdays are our peak trading days. How many incidents fell on a Friday or a Saturday?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('a robbery of any kind as the five robbery categories, not a carjacking', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['house robbery', 'armed robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['robbery'] }),
    ];
    expect(
      ask(
        'Of all robberies of any kind (armed, business, house, CIT or common robbery), what percentage happened in North West?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('"every business robbery also" as a Yes only when none lacks the firearm charge', () => {
    const question = 'Did every business robbery also come with an illegal firearm possession charge?';
    const armed = devRow({ crimes: ['business robbery', 'illegal firearm possession'] });
    const other = devRow({ crimes: ['illegal firearm possession'] });
    expect(ask(question, [armed, other])).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask(question, [armed, other, devRow({ crimes: ['business robbery'] })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('the festive season as December or January of any year, an undated incident in neither', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-12-31' }),
      devRow({ notebook: 'b', event_date: '2019-01-15' }),
      devRow({ notebook: 'b', event_date: '2024-02-01' }),
      devRow({ notebook: 'b', event_date: '2024-11-30' }),
      devRow({ notebook: 'b', event_date: null }),
    ];
    expect(ask('How many incidents fell in the festive season, December or January?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });
});
