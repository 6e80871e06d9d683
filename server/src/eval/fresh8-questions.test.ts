import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH8_QUESTIONS } from './fresh8-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighth blind question set', FRESH8_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH8_QUESTIONS, question, rows);

describe('The eighth blind set reads', () => {
  it('the Joburg metro by the municipality, not by a place name in the location', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', location: 'Hillbrow', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Johannesburg', location: 'Lenasia', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Johannesburg', location: 'Soweto', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', location: 'near Johannesburg', num_suspects_arrested: 7 }),
    ];
    expect(expectation('Total suspects arrested in the Joburg metro?', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('a month range from the first day of its first month to the last day of its last', () => {
    const rows = ['2022-11-30', '2022-12-01', '2023-02-28', '2023-03-01'].map((date) =>
      devRow({ event_date: date }),
    );
    expect(
      expectation('How many incidents took place from December 2022 through February 2023?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('"before 2020" up to the last day of 2019, an undated incident left out', () => {
    const rows = ['2019-12-31', '2020-01-01', null].map((date) =>
      devRow({ event_date: date, crimes: ['extortion'] }),
    );
    expect(expectation('Extortion cases before 2020 - how many?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('a comparison of two metros between those two only', () => {
    const rows = [
      ...[1, 2, 3].map(() => devRow({ municipality: 'City of Johannesburg' })),
      ...[1, 2].map(() => devRow({ municipality: 'City of Cape Town' })),
      devRow({ municipality: 'eThekwini' }),
    ];
    expect(expectation('Which metro had more incidents, Cape Town or eThekwini?', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('vehicle hijackings as carjackings and truck hijackings together', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['vehicle theft'] }),
    ];
    expect(expectation('Vehicle hijackings (cars and trucks): which province had the most?', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
  });
});
