import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH34_QUESTIONS } from './fresh34-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-fourth fresh question set (blind)', FRESH34_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH34_QUESTIONS, question, rows);
const questionStarting = (start: string) => {
  const q = FRESH34_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starts with: ${start}`);
  return q.question;
};

describe('The thirty-fourth fresh set reads its trickiest wordings as its header says', () => {
  it('counts "three or more killed" inclusively, and an unstated death toll never qualifies', () => {
    const rows = [
      devRow({ location: 'A', victims_killed: 3 }),
      devRow({ location: 'B', victims_killed: 2 }),
      devRow({ location: 'C', victims_killed: null }),
      devRow({ location: 'D', victims_killed: 7 }),
    ];
    expect(ask(questionStarting('Okay so for our segment on mass shootings'), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the arrest share over the incidents where a victim died, not over the whole notebook', () => {
    const rows = [
      devRow({ location: 'A', victims_killed: 1, arrest_made: true }),
      devRow({ location: 'B', victims_killed: 2, arrest_made: false }),
      devRow({ location: 'C', victims_killed: 3, arrest_made: true }),
      devRow({ location: 'D', victims_killed: 0, arrest_made: true }),
      devRow({ location: 'E', victims_killed: null, arrest_made: false }),
    ];
    // Two of the three incidents with a death ended in an arrest.
    expect(
      ask(questionStarting('Taking only the incidents in which at least one victim died'), rows),
    ).toEqual({
      kind: 'number',
      value: 67,
    });
  });

  it('reads "more than ten killed" strictly, adding nothing for an unstated figure or another province', () => {
    const question = questionStarting('Farm attacks are hot on the phone-in');
    const freeState = (killed: number | null, location: string) =>
      devRow({ notebook: 'b', province: 'Free State', location, victims_killed: killed });
    const elsewhere = devRow({ notebook: 'b', province: 'Limpopo', location: 'Z', victims_killed: 5 });
    const ten = [freeState(7, 'A'), freeState(3, 'B'), freeState(null, 'C'), elsewhere];
    expect(ask(question, ten)).toEqual({ kind: 'text', value: 'No' });
    expect(ask(question, [...ten, freeState(1, 'D')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('starts "from 2020 onwards" on 1 January 2020 and leaves undated incidents out', () => {
    const gauteng = (event_date: string | null, location: string) =>
      devRow({ province: 'Gauteng', location, event_date, crimes: ['kidnapping', 'extortion'] });
    const rows = [
      gauteng('2019-12-31', 'A'),
      gauteng('2020-01-01', 'B'),
      gauteng('2025-05-29', 'C'),
      gauteng(null, 'D'),
      devRow({ province: 'Western Cape', location: 'E', event_date: '2021-03-03', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', location: 'F', event_date: '2022-02-02', crimes: ['carjacking'] }),
    ];
    expect(ask(questionStarting('Kidnapping keeps coming up at ward meetings'), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('averages the death toll over the murders that state it, and adds killed to injured with nulls as nothing', () => {
    const murders = [
      devRow({ location: 'A', crimes: ['murder'], victims_killed: 2 }),
      devRow({ location: 'B', crimes: ['murder', 'attempted murder'], victims_killed: 5 }),
      devRow({ location: 'C', crimes: ['murder'], victims_killed: null }),
      devRow({ location: 'D', crimes: ['robbery'], victims_killed: 9 }),
    ];
    expect(ask(questionStarting('Re: the murder cases in this notebook'), murders)).toEqual({
      kind: 'number',
      value: 3.5,
    });
    const bushbuckridge = [
      devRow({
        notebook: 'b',
        municipality: 'Bushbuckridge',
        location: 'A',
        victims_killed: 2,
        victims_injured: null,
      }),
      devRow({
        notebook: 'b',
        municipality: 'Bushbuckridge',
        location: 'B',
        victims_killed: null,
        victims_injured: 1,
      }),
      devRow({
        notebook: 'b',
        municipality: 'Mbombela',
        location: 'C',
        victims_killed: 4,
        victims_injured: 4,
      }),
    ];
    expect(ask(questionStarting('Residents in Bushbuck Ridge'), bushbuckridge)).toEqual({
      kind: 'number',
      value: 3,
    });
  });
});
