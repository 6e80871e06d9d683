import { describe, expect, it } from 'vitest';
import { readSqlForms } from './sql-forms';

const read = (question: string) => readSqlForms(question).question;

describe('questions typed as SQL', () => {
  it('writes a count or a sum with its WHERE clause as words', () => {
    expect(
      read(
        "SELECT COUNT(*) FROM events WHERE crime = 'kidnapping' AND event_date BETWEEN '2019-01-01' AND '2021-12-31';",
      ),
    ).toBe('how many incidents about kidnapping and from 2019-01-01 to 2021-12-31?');
    expect(read("SELECT SUM(victims_killed) FROM events WHERE province = 'Western Cape';")).toBe(
      'the total number of people killed in Western Cape?',
    );
    expect(
      read(
        "SELECT SUM(num_suspects_arrested) FROM events WHERE crimes @> ARRAY['murder'] AND arrest_made = true",
      ),
    ).toBe('the total number of suspects arrested about murder and where an arrest was made?');
  });

  it('writes days of the week as Postgres numbers them, and a weekday written out', () => {
    expect(
      read(
        "SELECT COUNT(*) FROM events WHERE 'murder' = ANY(crimes) AND EXTRACT(DOW FROM event_date) IN (0, 6);",
      ),
    ).toBe('how many incidents about murder and on Sundays or Saturdays?');
    expect(read("SELECT COUNT(*) FROM events WHERE to_char(event_date, 'FMDay') = 'Friday';")).toBe(
      'how many incidents on Fridays?',
    );
  });

  it('writes a share computed with CASE WHEN, a grouped ranking and the latest date', () => {
    expect(
      read(
        "SELECT ROUND(100.0 * AVG(CASE WHEN relationship IN ('partner','family') THEN 1 ELSE 0 END)) FROM events WHERE 'rape' = ANY(crimes);",
      ),
    ).toBe(
      "of the incidents about rape, what percentage were incidents where the attacker was the victim's partner or family?",
    );
    expect(
      read('SELECT province, SUM(victims_killed) FROM events GROUP BY province ORDER BY 2 DESC LIMIT 1;'),
    ).toBe('which province has the most people killed?');
    expect(read("SELECT MAX(event_date) FROM events WHERE province = 'Limpopo'")).toBe(
      'the latest incident date in Limpopo?',
    );
  });

  it('says the query back, and leaves what it cannot read as written', () => {
    expect(readSqlForms('SELECT COUNT(*) FROM events -- all of them').corrections).toEqual([
      { from: 'SELECT COUNT(*) FROM events', to: 'how many incidents' },
    ]);
    const unknown = 'SELECT COUNT(*) FROM events WHERE levenshtein(location, $1) < 3';
    expect(readSqlForms(unknown)).toEqual({ question: unknown, corrections: [] });
    expect(readSqlForms('Please select the murders from 2020')).toEqual({
      question: 'Please select the murders from 2020',
      corrections: [],
    });
  });

  it("reads a people table's age column as their age, and ROUND as only how to show it", () => {
    expect(
      read("SELECT ROUND(AVG(age), 1) FROM suspects WHERE province = 'Limpopo' -- only known ages"),
    ).toBe('the average suspect age in Limpopo? only known ages');
  });
});
