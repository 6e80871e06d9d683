import { describe, expect, it } from 'vitest';
import { planQuestion } from './index';
import { readRForms } from './r-forms';

const read = (question: string) => readRForms(question).question;

describe('questions typed as R', () => {
  it('writes aggregates that leave missing values out as words', () => {
    expect(read('mean(victims_killed, na.rm = TRUE) over all incidents?')).toBe(
      'the average people killed over all incidents?',
    );
    expect(read('median(suspect_ages, na.rm = T) for rape cases')).toBe(
      'the median age of suspects for rape cases',
    );
    expect(read('sum(victims_injured, na.rm = TRUE) in Gauteng')).toBe(
      'the total number of people injured in Gauteng',
    );
  });

  it('writes dplyr pipes of filters, groupings and rankings as words', () => {
    expect(read('df %>% filter(province == "Limpopo", "murder" %in% crimes) %>% nrow()')).toBe(
      'how many incidents where in Limpopo and about murder',
    );
    expect(
      read(
        'group_by(province) %>% summarise(arrested = sum(num_suspects_arrested, na.rm = TRUE)) %>% slice_max(arrested) -- top?',
      ),
    ).toBe('which province has the most suspects arrested among incidents -- top?');
    expect(
      read(
        'filter(!is.na(event_date)) %>% group_by(wday(event_date, label = TRUE)) %>% summarise(killed = sum(victims_killed)) %>% slice_max(killed)',
      ),
    ).toBe('which weekday has the most people killed among incidents');
    expect(read('data |> filter(year(event_date) >= 2020 & arrest_made == FALSE) |> summarise(n())')).toBe(
      'how many incidents where from 2020 and where nobody was arrested',
    );
  });

  it('leaves a pipe it does not follow as typed', () => {
    const typed = 'df %>% mutate(k = victims_killed * 2) %>% summarise(mean(k))';
    expect(read(typed)).toBe(typed);
  });

  it('plans a pipe as the words it was written back as', () => {
    const plan = planQuestion(
      'group_by(province) %>% summarise(arrested = sum(num_suspects_arrested, na.rm = TRUE)) %>% slice_max(arrested)',
      '2025-06-15',
    );
    expect(plan).toMatchObject({
      intent: 'which-most',
      measure: { kind: 'sum', field: 'suspects_arrested' },
    });
  });
});
