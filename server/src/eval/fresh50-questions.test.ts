import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH50_QUESTIONS } from './fresh50-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fiftieth fresh question set (blind)', FRESH50_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH50_QUESTIONS, question, rows);

describe('the fiftieth fresh set reads', () => {
  it("a Cape Town incident's township as the last part of its location, and only Cape Town's", () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', location: 'Site B, Khayelitsha' }),
      devRow({ municipality: 'City of Cape Town', location: 'Enkanini, Khayelitsha' }),
      devRow({ municipality: 'City of Cape Town', location: 'Gugulethu' }),
      ...[1, 2, 3].map((n) => devRow({ municipality: 'Drakenstein', location: `Street ${n}, Mbekweni` })),
    ];
    expect(
      ask(
        'Which township or suburb of the City of Cape Town had the most incidents in these releases?',
        rows,
      ),
    ).toEqual({ kind: 'text', value: 'Khayelitsha' });
  });

  it('a winter window with both ends included, leaving out undated incidents and other municipalities', () => {
    const b = (fields: Parameters<typeof devRow>[0]) =>
      devRow({ notebook: 'b', municipality: 'Mangaung', ...fields });
    const rows = [
      b({ event_date: '2023-05-31' }),
      b({ event_date: '2023-06-01' }),
      b({ event_date: '2023-12-31' }),
      b({ event_date: '2024-01-01' }),
      b({ event_date: null }),
      b({ event_date: '2023-08-01', municipality: 'Maluti-a-Phofung' }),
    ];
    expect(
      ask(
        "I'm a ward councillor in Mangaung. From the start of last winter in June 2023 to the end of December 2023, how many incidents happened in our municipality?",
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('a share of rape incidents with a child victim: an unstated child count stays in the base only', () => {
    const rape = (victims_children: number | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], victims_children });
    const rows = [
      rape(2),
      rape(null),
      rape(0),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(
      ask(
        'Of the incidents in which rape was recorded, what percentage had at least one victim under 18? Give it to one decimal place.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33.3 });
  });

  it('a mean of victims per incident over stated counts, a stated zero included, kidnappings excluded', () => {
    const murder = (num_victims: number | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, num_victims });
    const rows = [
      murder(3),
      murder(0),
      murder(null),
      murder(10, ['murder', 'kidnapping']),
      murder(7, ['theft']),
    ];
    expect(
      ask(
        'Excluding incidents that also recorded kidnapping, what is the mean number of victims per incident among the incidents in which murder was recorded, to one decimal place?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1.5 });
  });

  it('killed totals without a window count undated incidents, and an unstated figure adds nothing', () => {
    const fs = (fields: Parameters<typeof devRow>[0]) =>
      devRow({ notebook: 'b', province: 'Free State', ...fields });
    const rows = [
      fs({ event_date: null, victims_killed: 2 }),
      fs({ victims_killed: null }),
      fs({ victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 5 }),
    ];
    expect(ask('How many people were killed in incidents in the Free State altogether?', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('one incident per yes/no and date question: an unstated arrest, a second match or no date is an error', () => {
    const panorama =
      "Was anyone arrested for the break-in at the provincial police commissioner's house in Panorama?";
    expect(ask(panorama, [devRow({ location: 'Panorama', arrest_made: false })])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(() => ask(panorama, [devRow({ location: 'Panorama', arrest_made: null })])).toThrow(/not stated/);
    const mhala =
      'When did that hijacking of the VW Polo at Mhala happen, the one where the passenger got shot?';
    const polo = (fields: Parameters<typeof devRow>[0]) =>
      devRow({ notebook: 'b', location: 'Mhala', crimes: ['carjacking'], ...fields });
    expect(ask(mhala, [polo({ event_date: '2022-08-04' })])).toEqual({ kind: 'date', value: '2022-08-04' });
    expect(() => ask(mhala, [polo({}), polo({})])).toThrow(/found 2/);
    expect(() => ask(mhala, [polo({ event_date: null })])).toThrow(/no date/);
  });
});
