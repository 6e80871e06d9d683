import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH46_QUESTIONS } from './fresh46-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-sixth fresh question set (blind)', FRESH46_QUESTIONS);

describe('the forty-sixth fresh set reads its trickiest wordings as its header says', () => {
  it('reads a financial year as 1 April to 31 March inclusive, with an undated incident in no year', () => {
    const rows = [
      devRow({ province: 'Western Cape', location: 'A', event_date: '2022-04-01' }),
      devRow({ province: 'Western Cape', location: 'B', event_date: '2023-03-31' }),
      devRow({ province: 'Western Cape', location: 'C', event_date: '2022-03-31' }),
      devRow({ province: 'Western Cape', location: 'D', event_date: '2023-04-01' }),
      devRow({ province: 'Western Cape', location: 'E', event_date: null }),
      devRow({ province: 'Gauteng', location: 'F', event_date: '2022-10-01' }),
    ];
    expect(
      expectationIn(
        FRESH46_QUESTIONS,
        'How many Western Cape incidents fall in the 2022/23 financial year, 1 April 2022 to 31 March 2023?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('adds nothing for a null killed figure and counts only incidents where nobody was arrested', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', location: 'A', arrest_made: false, victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', location: 'B', arrest_made: false, victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', location: 'C', arrest_made: true, victims_killed: 5 }),
      devRow({ province: 'Eastern Cape', location: 'D', arrest_made: false, victims_killed: 4 }),
    ];
    expect(
      expectationIn(
        FRESH46_QUESTIONS,
        'Across the KwaZulu-Natal releases, how many people were killed in incidents where nobody was arrested?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('matches "Kayelitsha" on a location holding Khayelitsha, not on the whole of Cape Town', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_children: 2 }),
      devRow({
        location: 'Enkanini, Khayelitsha',
        municipality: 'City of Cape Town',
        victims_children: null,
      }),
      devRow({
        location: 'Rocklands, Mitchells Plain',
        municipality: 'City of Cape Town',
        victims_children: 4,
      }),
    ];
    expect(
      expectationIn(
        FRESH46_QUESTIONS,
        'how many kids were victims in Kayelitsha? all the incidents there',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it("takes the North West share of suspects arrested over the whole notebook's arrests", () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', location: 'A', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'North West', location: 'B', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'C', num_suspects_arrested: 7 }),
    ];
    expect(
      expectationIn(
        FRESH46_QUESTIONS,
        'What share of all suspects arrested in this notebook were arrested in North West incidents, as a percentage of the notebook-wide total to one decimal?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 12.5 });
  });

  it('averages every stated suspect age in Limpopo, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'A', suspect_ages: [20, 31] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'B', suspect_ages: [40] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'C', suspect_ages: [] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'D', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'E', suspect_ages: [90] }),
    ];
    expect(
      expectationIn(
        FRESH46_QUESTIONS,
        'What was the average age of the suspects whose ages are given in Limpopo incidents, to one decimal?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 30.3 });
  });

  it('counts a rape case with a child victim once, however many children', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'A', crimes: ['rape'], victims_children: 3 }),
      devRow({ notebook: 'b', location: 'B', crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      devRow({ notebook: 'b', location: 'C', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', location: 'D', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', location: 'E', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(
      expectationIn(
        FRESH46_QUESTIONS,
        'In how many of the rape cases in these releases was at least one victim a child?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });
});
