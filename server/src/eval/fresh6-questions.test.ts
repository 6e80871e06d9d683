import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH6_QUESTIONS } from './fresh6-questions';
import { expectationIn, devRow as row } from './invented-rows';

checkBlindSet('fresh questions, sixth set', FRESH6_QUESTIONS);

const expectationOf = (question: string, rows: Parameters<typeof row>[0][]) =>
  expectationIn(FRESH6_QUESTIONS, question, rows.map(row));

describe('fresh questions, sixth set, readings', () => {
  it('count the winter months of any year, leaving undated incidents out', () => {
    expect(
      expectationOf('How many incidents happened in the winter months, June to August, of any year?', [
        { event_date: '2019-06-01' },
        { event_date: '2023-08-31' },
        { event_date: '2023-09-01' },
        { event_date: '2020-05-31' },
        { event_date: null },
      ]),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('answer the comparison of two provinces as yes or no', () => {
    const question =
      'Is it true that there were more murders in KwaZulu-Natal than in the Eastern Cape? Yes or no.';
    const murder = (province: string) => ({ province, crimes: ['murder'] });
    expect(expectationOf(question, [murder('KwaZulu-Natal'), murder('Eastern Cape')])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(expectationOf(question, [murder('KwaZulu-Natal'), murder('KwaZulu-Natal')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('rank provinces by the victims they record, not by their incidents', () => {
    const rows = [
      { province: 'Free State', num_victims: 7 },
      { province: 'Limpopo', num_victims: 1 },
      { province: 'Limpopo', num_victims: 1 },
      { province: 'Limpopo', num_victims: null },
    ].map((f) => row({ notebook: 'b', ...f }));
    expect(
      expectationIn(FRESH6_QUESTIONS, 'Which province recorded the most victims in total?', rows),
    ).toEqual({ kind: 'text', value: 'Free State' });
  });
});
