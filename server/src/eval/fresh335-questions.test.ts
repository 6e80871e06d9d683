import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH335_QUESTIONS } from './fresh335-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-fifth fresh question set (blind)', FRESH335_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH335_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH335_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts murders of 2022 by event date alone, attempted murder, the undated and notebook b left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2022-06-02' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-05-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31', published_date: '2022-01-02' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-03-03' }),
    ];
    expect(ask('How many murders happend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrested share of murder cases over every murder row, an unstated arrest in the whole only', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('out of all the murdur cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the female share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_female: 2, victims_male: 0 }),
    ];
    expect(ask('wat % of the victims', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the share of incidents with a death over every row of notebook b, an unstated death counting as none', () => {
    const rows = [
      devRow({ notebook: 'b', victims_killed: 2 }),
      devRow({ notebook: 'b', victims_killed: 0 }),
      devRow({ notebook: 'b', victims_killed: null }),
      devRow({ notebook: 'b' }),
      devRow({ notebook: 'a', victims_killed: 5 }),
    ];
    expect(ask('what percent of all the incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('lists provinces with a vehicle hijacked or stolen, plain theft and notebook a left out, and ranks murders only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['theft'] }),
      devRow({ notebook: 'a', province: 'Gauteng', crimes: ['carjacking'] }),
    ];
    expect(ask('which provinces had cars or trucks', rows)).toEqual({
      kind: 'list',
      value: ['Free State', 'Limpopo', 'Mpumalanga'],
    });
    const murders = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask('Which province is top of the log', murders)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });
});
