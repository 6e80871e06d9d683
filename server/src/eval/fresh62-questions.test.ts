import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH62_QUESTIONS } from './fresh62-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-second fresh question set (blind)', FRESH62_QUESTIONS);

/** The full wording of the set's question that starts so. */
function asked(start: string): string {
  const q = FRESH62_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starts "${start}"`);
  return q.question;
}
const expectOf = (start: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH62_QUESTIONS, asked(start), rows);

describe('The sixty-second fresh question set reads the ground truth as its header says', () => {
  it('adds up only the stated child victims: an unstated figure and a stated zero add nothing', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: 1 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 0 }),
      devRow({}),
    ];
    expect(expectOf('how many childern under 18', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the weekend share over dated incidents only, whatever the undated ones were published on', () => {
    const rows = [
      devRow({ event_date: '2024-06-01' }), // Saturday
      devRow({ event_date: '2024-06-02' }), // Sunday
      devRow({ event_date: '2024-06-03' }), // Monday
      devRow({ event_date: '2024-06-04' }), // Tuesday
      devRow({ event_date: null, published_date: '2024-06-08' }), // published on a Saturday
      devRow({ event_date: null, published_date: '2024-06-09' }),
    ];
    expect(expectOf('out of the incidents that have a date', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('says the child rapes were all on weekdays only when each is dated Monday to Friday', () => {
    const weekdayRape = devRow({ crimes: ['rape'], victims_children: 1, event_date: '2024-06-03' });
    const adultRapeOnSunday = devRow({ crimes: ['rape'], victims_children: 0, event_date: '2024-06-02' });
    const childMurderOnSunday = devRow({ crimes: ['murder'], victims_children: 1, event_date: '2024-06-02' });
    const question = 'Were all the rapes of children';
    expect(expectOf(question, [weekdayRape, adultRapeOnSunday, childMurderOnSunday])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const sundayRape = devRow({ crimes: ['rape'], victims_children: 2, event_date: '2024-06-09' });
    expect(expectOf(question, [weekdayRape, sundayRape])).toEqual({ kind: 'text', value: 'No' });
    const undatedRape = devRow({ crimes: ['rape'], victims_children: 1, event_date: null });
    expect(expectOf(question, [weekdayRape, undatedRape])).toEqual({ kind: 'text', value: 'No' });
  });

  it('averages the injured over the incidents that state a figure, a stated zero included', () => {
    const rows = [
      devRow({ victims_injured: 3 }),
      devRow({ victims_injured: 0 }),
      devRow({ victims_injured: null }),
      devRow({}),
    ];
    expect(expectOf('Among incidents that report an injured count', rows)).toEqual({
      kind: 'number',
      value: 1.5,
    });
  });

  it('pools the halves of every year by incident date, leaving the undated out', () => {
    const question = 'With all years pooled, is there an exact tie';
    const rows = [
      devRow({ event_date: '2019-01-10' }),
      devRow({ event_date: '2024-08-10' }),
      devRow({ event_date: null, published_date: '2023-03-01' }),
    ];
    expect(expectOf(question, rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(expectOf(question, [...rows, devRow({ event_date: '2021-04-30' })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the fall from 2022 to 2023 by incident year, not by publication year', () => {
    const rows = [
      ...['2022-01-05', '2022-03-05', '2022-07-05', '2022-12-30'].map((event_date) => devRow({ event_date })),
      ...['2023-02-05', '2023-05-05', '2023-11-05'].map((event_date) => devRow({ event_date })),
      devRow({ event_date: null, published_date: '2023-06-01' }),
      devRow({ event_date: '2022-12-31', published_date: '2023-01-03' }),
    ];
    // 2022: five incidents (one published in 2023); 2023: three.
    expect(expectOf('By what percentage did the number of incidents fall', rows)).toEqual({
      kind: 'number',
      value: 40,
    });
  });

  it('counts the killed of Free State farm attacks only where the location names a farm', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Rietfontein farm, near Reitz',
        victims_killed: 3,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Clocolan', victims_killed: null }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Bethlehem',
        context: 'A farmer was killed on his farm outside town.',
        victims_killed: 5,
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm near Kakamas', victims_killed: 2 }),
      devRow({ notebook: 'a', province: 'Free State', location: 'farm near Ficksburg', victims_killed: 4 }),
    ];
    expect(expectOf('how many people were killed in farm attacks', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('dates the latest stock theft by its incident date, passing over an undated one published later', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['stock theft'], event_date: '2021-05-01' }),
      devRow({ notebook: 'b', crimes: ['stock theft', 'vehicle theft'], event_date: '2022-02-14' }),
      devRow({ notebook: 'b', crimes: ['stock theft'], event_date: null, published_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-09-09' }),
    ];
    expect(expectOf('when was the latest stock theft here?', rows)).toEqual({
      kind: 'date',
      value: '2022-02-14',
    });
  });

  it('ranks provinces by the mean arrests per incident that states them, not by the total', () => {
    const question = 'Which province has the highest mean number of suspects arrested';
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'L1', num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'L2', num_suspects_arrested: null }),
      ...[1, 2, 3, 4].map((n) =>
        devRow({ notebook: 'b', province: 'North West', location: `N${n}`, num_suspects_arrested: 4 }),
      ),
    ];
    expect(expectOf(question, rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const withMore = [
      ...rows,
      devRow({ notebook: 'b', province: 'Limpopo', location: 'L3', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', location: 'N5', num_suspects_arrested: 10 }),
    ];
    // Limpopo (9 + 3) / 2 = 6; North West (16 + 10) / 5 = 5.2.
    expect(expectOf(question, withMore)).toEqual({ kind: 'text', value: 'Limpopo' });
    const even = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'L9', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', location: 'N9', num_suspects_arrested: 2 }),
    ];
    expect(() => expectOf(question, even)).toThrow(/no single leader/);
  });

  it('compares winter murders of Limpopo and the Northern Cape by month, refusing a side that is not ahead', () => {
    const question = 'In the winter months (Jun to Aug, any year), how many more murder cases';
    const murder = (province: string, event_date: string | null) =>
      devRow({ notebook: 'b', province, crimes: ['murder'], event_date });
    const rows = [
      murder('Limpopo', '2019-06-15'),
      murder('Limpopo', '2023-08-31'),
      murder('Limpopo', '2023-12-01'),
      murder('Limpopo', null),
      murder('Northern Cape', '2020-07-26'),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['stock theft'], event_date: '2020-07-01' }),
    ];
    expect(expectOf(question, rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => expectOf(question, [...rows, murder('Northern Cape', '2021-06-01')])).toThrow(
      /does not have more/,
    );
  });
});
