import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH90_QUESTIONS } from './fresh90-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninetieth fresh question set (blind)', FRESH90_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH90_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH90_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** Invented rows of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninetieth fresh set reads the ground truth as its header says', () => {
  it("counts the souls lost on the Lord's day by the event date alone, an unstated figure adding nothing", () => {
    const rows = [
      devRow({ event_date: '2024-01-07', victims_killed: 2 }), // Sunday
      devRow({ event_date: '2024-01-14', victims_killed: null }), // Sunday, unstated
      devRow({ event_date: '2024-01-08', victims_killed: 5 }), // Monday
      devRow({ event_date: null, published_date: '2024-01-21', victims_killed: 4 }), // published on a Sunday
    ];
    expect(ask('Beloved brothers and sisters', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the injured of October to December in any year, leaving undated rows out', () => {
    const rows = [
      devRow({ event_date: '2015-10-01', victims_injured: 2 }),
      devRow({ event_date: '2023-12-31', victims_injured: 3 }),
      devRow({ event_date: '2023-09-30', victims_injured: 7 }),
      devRow({ event_date: null, victims_injured: 9 }),
    ];
    expect(ask('yo how many ppl got wounded', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes a plaasaanval as an attack on people on a farm, not stock theft on one, in the Free State', () => {
    const rows = [
      bRow({ province: 'Free State', location: 'Lismor farm, near Kestell', crimes: ['murder'] }),
      bRow({ province: 'Free State', location: 'farm near Glen', crimes: ['house robbery'] }),
      bRow({ province: 'Free State', location: 'Spitskop Farm', crimes: ['stock theft'] }),
      bRow({ province: 'Free State', location: 'Senekal', crimes: ['murder'] }),
      bRow({ province: 'North West', location: 'Klippan farm', crimes: ['murder'] }),
    ];
    expect(ask('Hoeveel plaasaanvalle', rows)).toEqual({ kind: 'number', value: 2 });
    const noneInA = [
      devRow({ province: 'Free State', location: 'farm near Glen', crimes: ['stock theft'] }),
      devRow({ province: 'Gauteng', location: 'farm near Meyerton', crimes: ['murder'] }),
    ];
    expect(ask('Ag, I worry so much', noneInA)).toEqual({ kind: 'text', value: 'No' });
    const oneInA = [
      ...noneInA,
      devRow({ province: 'Free State', location: 'De Rots farm', crimes: ['kidnapping'] }),
    ];
    expect(ask('Ag, I worry so much', oneInA)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the killed of farm attacks in every province, not of theft on a farm', () => {
    const rows = [
      bRow({ province: 'Free State', location: 'farm near Glen', crimes: ['murder'], victims_killed: 2 }),
      bRow({
        province: 'Northern Cape',
        location: 'farm in Magogong',
        crimes: ['kidnapping'],
        victims_killed: 3,
      }),
      bRow({
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        crimes: ['theft'],
        victims_killed: 1,
      }),
      bRow({ province: 'Limpopo', location: 'Giyani', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Across all the plaasaanvalle', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('places "in or near Bloemfontein" by the location words, not by the municipality', () => {
    const rows = [
      bRow({ municipality: 'Mangaung', location: 'farm in Bloemspruit, near Bloemfontein' }),
      bRow({ municipality: 'Mangaung', location: 'Heidedal, Bloemfontein' }),
      bRow({ municipality: 'Mangaung', location: 'farm near Glen' }),
      bRow({ municipality: 'Mangaung', location: 'Thaba Nchu' }),
    ];
    expect(ask('How many incidents happened in or near Bloemfontein', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('shares the killed of incidents with nobody arrested to one decimal, an unstated arrest not counting', () => {
    const rows = [
      devRow({ arrest_made: false, victims_killed: 1 }),
      devRow({ arrest_made: null, victims_killed: 2 }),
      devRow({ arrest_made: true, victims_killed: 3 }),
    ];
    // 1 of 6 killed: 16.7%.
    expect(ask('With a heavy heart', rows)).toEqual({ kind: 'number', value: 16.7 });
  });

  it('shares the murder cases with an arrest among murder cases only, to a whole percent', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('In what percent of the moord cases', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts a row with both moord and poging tot moord once, in the Eastern Cape only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder', 'armed robbery'] }),
      devRow({ province: 'Eastern Cape', crimes: ['rape'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Goeie môre', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the child victims of rape cases only', () => {
    const rows = [
      bRow({ crimes: ['rape'], victims_children: 3 }),
      bRow({ crimes: ['rape', 'murder', 'kidnapping'], victims_children: 1 }),
      bRow({ crimes: ['rape'], victims_children: null }),
      bRow({ crimes: ['kidnapping'], victims_children: 4 }),
    ];
    expect(ask('Hoeveel kinders were among the victims', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks municipalities by the suspects arrested, not by the number of incidents', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 19 }),
      devRow({ municipality: null, num_suspects_arrested: 40 }),
    ];
    expect(ask('which municipality had the most noobs', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the difference of the killed in KZN and Gauteng, refusing it when Gauteng has more', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('KZN lobby vs Gauteng lobby', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_killed: 6 })];
    expect(() => ask('KZN lobby vs Gauteng lobby', reversed)).toThrow(/does not have more/);
  });

  it('names the largest single incident by arrests through the parts of its location no other shares', () => {
    const rows = [
      bRow({ location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      bRow({ location: 'Zinniaville Shopping Complex, Tlhabane', num_suspects_arrested: 12 }),
      bRow({ location: 'Mhala', num_suspects_arrested: null }),
    ];
    expect(ask('biggest boss fight', rows)).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
  });

  it('counts the winter killed in June to August of any year and the Friday incidents by event date', () => {
    const rows = [
      bRow({ event_date: '2016-06-01', victims_killed: 1 }),
      bRow({ event_date: '2024-08-31', victims_killed: 2 }), // a Saturday
      bRow({ event_date: '2024-09-06', victims_killed: 4 }), // a Friday
      bRow({ event_date: null, published_date: '2024-07-05', victims_killed: 8 }), // published on a Friday
    ];
    expect(ask('In the cold winter months', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('how many incidents spawned on a Friday', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
