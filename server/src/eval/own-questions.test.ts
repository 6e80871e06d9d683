import { describe, expect, it } from 'vitest';
import type { DevRow } from './dev-set';
import { expectationFor, OWN_QUESTIONS } from './own-questions';

let next = 0;
function row(fields: Partial<DevRow>): DevRow {
  next += 1;
  return {
    notebook: 'a',
    source_url: `https://example.org/release/${next}`,
    published_date: '2024-01-02',
    title: `Release ${next}`,
    context: 'Text.',
    event_date: '2024-01-01',
    location: 'Somewhere',
    municipality: null,
    province: 'Gauteng',
    police_station: null,
    crimes: ['theft'],
    num_suspects_arrested: null,
    num_victims: null,
    victims_female: null,
    victims_male: null,
    arrest_made: true,
    suspect_ages: null,
    ...fields,
  };
}

function expectationOf(question: string, rows: DevRow[]) {
  const q = OWN_QUESTIONS.find((candidate) => candidate.question === question);
  if (!q) throw new Error(`no such question: ${question}`);
  return expectationFor(q, rows);
}

describe('own questions', () => {
  it('are thirty, fifteen about each notebook', () => {
    expect(OWN_QUESTIONS).toHaveLength(30);
    expect(OWN_QUESTIONS.filter((q) => q.notebook === 'a')).toHaveLength(15);
  });

  it('compute their answers from the ground truth of their own notebook only', () => {
    const rows = [
      row({ crimes: ['kidnapping'], num_suspects_arrested: 3, province: 'Western Cape' }),
      row({ crimes: ['kidnapping', 'murder'], num_suspects_arrested: null, province: 'Western Cape' }),
      row({ notebook: 'b', crimes: ['kidnapping'], province: 'Western Cape', num_suspects_arrested: 9 }),
    ];
    expect(expectationOf('How many kidnappings are in this notebook?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(
      expectationOf('How many suspects were arrested in total in the Western Cape cases?', rows),
    ).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('weigh weekdays by the incident date, and leave undated incidents out', () => {
    const rows = [
      row({ event_date: '2024-03-06' }),
      row({ event_date: '2024-03-13' }),
      row({ event_date: '2024-03-07' }),
      row({ event_date: null }),
    ];
    expect(expectationOf('On which day of the week did the most incidents happen?', rows)).toEqual({
      kind: 'text',
      value: 'Wednesday',
    });
  });

  it('refuse a ranking whose top places tie, as it has no single right answer', () => {
    const rows = [row({ event_date: '2024-03-06' }), row({ event_date: '2024-03-07' })];
    expect(() => expectationOf('On which day of the week did the most incidents happen?', rows)).toThrow(
      /no single winner/,
    );
  });
});
