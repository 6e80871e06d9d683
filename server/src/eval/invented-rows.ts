import type { DevRow } from './dev-set';
import { expectationFor, type OwnQuestion } from './ground-truth-questions';

let next = 0;

/** An invented development-set row of notebook `a`: an incident with nothing said but what is given. */
export function devRow(fields: Partial<DevRow>): DevRow {
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

/** The expectation one question of a set works out over the given rows. */
export function expectationIn(questions: readonly OwnQuestion[], question: string, rows: DevRow[]) {
  const q = questions.find((candidate) => candidate.question === question);
  if (!q) throw new Error(`no such question: ${question}`);
  return expectationFor(q, rows);
}
