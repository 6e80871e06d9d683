import { describe, expect, it } from 'vitest';
import { readFieldsStated } from './field-stated';

const fields = (question: string) => readFieldsStated(question).fields;

describe('records that state a figure, as questions name them (session 44)', () => {
  it('reads "that state how many" and "that do not say how many" after a record', () => {
    expect(
      fields('Of the incidents that state how many children were victims, what share had at least one?'),
    ).toEqual([{ field: 'children', stated: true }]);
    expect(
      fields('Among the releases that do not say how many people were killed, how many are murders?'),
    ).toEqual([{ field: 'killed', stated: false }]);
  });

  it('leaves "State how many people were killed" an ask for the figure', () => {
    expect(fields('State how many people were killed in 2023')).toEqual([]);
  });

  it('reads two fields stated together, the verb before them or after', () => {
    const both = [
      { field: 'victims', stated: true },
      { field: 'children', stated: true },
    ];
    expect(fields('incidents that state both the victim count and the number of children')).toEqual(both);
    expect(fields('incidents where both the victim count and the child-victim count are stated')).toEqual(
      both,
    );
    expect(fields('In how many incidents were both the victim count and the killed count stated?')).toEqual([
      { field: 'victims', stated: true },
      { field: 'killed', stated: true },
    ]);
  });
});
