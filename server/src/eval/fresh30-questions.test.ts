import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH30_QUESTIONS } from './fresh30-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirtieth fresh question set (blind)', FRESH30_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH30_QUESTIONS, question, rows);

describe('The thirtieth set reads the ground truth as its header says', () => {
  it('ranks the crimes found alongside murder, murder itself left out and other incidents ignored', () => {
    const rows = [
      devRow({ crimes: ['murder', 'kidnapping'] }),
      devRow({ crimes: ['murder', 'kidnapping', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['kidnapping'] }),
      devRow({ crimes: ['kidnapping'] }),
    ];
    expect(
      expectation(
        'Which offence most frequently co-occurs with murder in the same incident, murder itself aside?',
        rows,
      ),
    ).toEqual({ kind: 'text', value: ['firearm', 'gun'] });
  });

  it('reads theft of any kind as theft, stock theft or vehicle theft, not burglary or robbery', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['theft'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['burglary'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['theft'] }),
    ];
    expect(
      expectation(
        'What share of Northern Cape incidents involved theft of any kind (theft, stock theft or vehicle theft)? Nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the first quarter of 2021 as 1 January to 31 March 2021, both ends in', () => {
    const rows = [
      devRow({ event_date: '2020-12-31' }),
      devRow({ event_date: '2021-01-01' }),
      devRow({ event_date: '2021-03-31' }),
      devRow({ event_date: '2021-04-01' }),
      devRow({ event_date: '2022-02-14' }),
      devRow({ event_date: null, published_date: '2021-02-01' }),
    ];
    expect(expectation('How many incidents occurred in the first quarter of 2021?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('answers "more ... than" strictly: an equal count is a no', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', crimes: ['poaching'] }),
    ];
    expect(expectation('Were there more stock theft incidents than poaching incidents?', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
  });
});
