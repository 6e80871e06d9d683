import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH36_QUESTIONS } from './fresh36-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-sixth fresh question set (blind)', FRESH36_QUESTIONS);

const LOCKDOWN =
  'Looking at the Covid period: from the start of lockdown on 27 March 2020 up to and including 31 March 2021, how many incidents occurred?';
const IMPUNITY =
  'Impunity is my real concern. Taking only the incidents where the release reports that nobody was arrested, how many people were killed in total?';
const SCHOOL_DAY_SHARE =
  'Thinking of the incidents where a child was a victim and the date is known, what share of them happened on a school day (Monday to Friday)? Nearest whole percent is fine.';
const FEMALE_SHARE =
  'Among victims whose sex is recorded, what percentage were female? Nearest whole percent.';
const WEDNESDAYS =
  "Wednesday is our early-closing day, so I'm curious - did more incidents happen on Wednesdays than on Mondays and Fridays put together?";

describe('the thirty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts a window inclusively at both ends, and an undated incident in no window', () => {
    const rows = ['2020-03-26', '2020-03-27', '2021-03-31', '2021-04-01', null].map((event_date) =>
      devRow({ event_date }),
    );
    expect(expectationIn(FRESH36_QUESTIONS, LOCKDOWN, rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('adds nothing for a figure not stated, and counts "nobody arrested" only where the release says so', () => {
    const rows = [
      devRow({ arrest_made: false, victims_killed: 3 }),
      devRow({ arrest_made: false, victims_killed: null }),
      devRow({ arrest_made: null, victims_killed: 4 }),
      devRow({ arrest_made: true, victims_killed: 5 }),
    ];
    expect(expectationIn(FRESH36_QUESTIONS, IMPUNITY, rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the school-day share over dated incidents with a child victim only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-01', victims_children: 1 }), // a Monday
      devRow({ notebook: 'b', event_date: '2024-01-06', victims_children: 2 }), // a Saturday
      devRow({ notebook: 'b', event_date: null, victims_children: 1 }),
      devRow({ notebook: 'b', event_date: '2024-01-02', victims_children: 0 }),
      devRow({ notebook: 'b', event_date: '2024-01-03', victims_children: null }),
    ];
    expect(expectationIn(FRESH36_QUESTIONS, SCHOOL_DAY_SHARE, rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the female share over the victims whose sex is recorded', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_female: 3, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_female: 0, victims_male: 2 }),
    ];
    expect(expectationIn(FRESH36_QUESTIONS, FEMALE_SHARE, rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('reads "more than" strictly: a tie is No, one more is Yes', () => {
    const tied = ['2024-01-03', '2024-01-10', '2024-01-01', '2024-01-05'].map((event_date) =>
      devRow({ event_date }),
    );
    expect(expectationIn(FRESH36_QUESTIONS, WEDNESDAYS, tied)).toEqual({ kind: 'text', value: 'No' });
    const more = [...tied, devRow({ event_date: '2024-01-17' })];
    expect(expectationIn(FRESH36_QUESTIONS, WEDNESDAYS, more)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
