import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH45_QUESTIONS } from './fresh45-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-fifth fresh question set (blind)', FRESH45_QUESTIONS);

describe('the forty-fifth fresh set reads its trickiest wordings as its header says', () => {
  it('sums the women only where somebody was arrested, a null figure adding nothing', () => {
    const rows = [
      devRow({ victims_female: 2, arrest_made: true }),
      devRow({ victims_female: null, arrest_made: true }),
      devRow({ victims_female: 5, arrest_made: false }),
      devRow({ victims_female: 3, arrest_made: null }),
      devRow({ victims_female: 1, arrest_made: true }),
    ];
    expect(
      expectationIn(
        FRESH45_QUESTIONS,
        'How many women were victims in the cases where somebody was actually arrested?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it("takes the notebook's last 12 months inclusively back from its latest incident date", () => {
    const q = 'Over the last 12 months of the notebook, how many robberies or hijackings were there?';
    const rows = [
      devRow({ event_date: '2025-06-30', crimes: ['kidnapping'] }),
      devRow({ event_date: '2024-06-30', crimes: ['carjacking'] }),
      devRow({ event_date: '2024-06-29', crimes: ['truck hijacking'] }),
      devRow({ event_date: '2025-01-10', crimes: ['murder', 'house robbery'] }),
      devRow({ event_date: '2025-02-10', crimes: ['theft'] }),
      devRow({ event_date: null, crimes: ['armed robbery'] }),
    ];
    expect(expectationIn(FRESH45_QUESTIONS, q, rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts only the injured in the cash-in-transit attacks, never the killed, and nulls add nothing', () => {
    const q = 'In the cash-in-transit attacks, how many crew members were injured but not killed?';
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], victims_injured: 3, victims_killed: 2 }),
      devRow({ crimes: ['cash-in-transit robbery'], victims_injured: null, victims_killed: 1 }),
      devRow({ crimes: ['truck hijacking'], victims_injured: 4 }),
    ];
    expect(expectationIn(FRESH45_QUESTIONS, q, rows)).toEqual({ kind: 'number', value: 3 });
  });

  it("answers a partner attack only when the partner's victim was a woman", () => {
    const q = 'Was any woman or girl in these releases attacked by her own partner or boyfriend?';
    const male = devRow({ relationship: 'partner', victims_female: 0, victims_male: 1 });
    const family = devRow({ relationship: 'family', victims_female: 1 });
    expect(expectationIn(FRESH45_QUESTIONS, q, [male, family])).toEqual({ kind: 'text', value: 'No' });
    const woman = devRow({ relationship: 'partner', victims_female: 1 });
    expect(expectationIn(FRESH45_QUESTIONS, q, [male, family, woman])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the share of rape cases over every rape case, a null child figure counting as no child', () => {
    const q = 'Out of all the rape cases, what percentage had a child as a victim?';
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 3 }),
    ];
    expect(expectationIn(FRESH45_QUESTIONS, q, rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('excludes every Mpumalanga incident whose crimes include murder, whatever else they hold', () => {
    const q = 'count where province = Mpumalanga and crime != murder';
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder', 'armed robbery'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(expectationIn(FRESH45_QUESTIONS, q, rows)).toEqual({ kind: 'number', value: 2 });
  });
});
