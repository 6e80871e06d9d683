import { peopleNoun } from './analyst/format';
import { dimensionNoun } from './analyst/grouping';
import { DIMENSIONS, PEOPLE_FIELDS } from './analyst/plan-vocabulary';

/**
 * The words the analyst's `Read as` and answers use for the people fields and the groupings, in
 * the order the plan vocabulary lists them: a client that words a plan says what the analyst says.
 */
export const planWords = () => ({
  people_fields: PEOPLE_FIELDS.map((key) => ({ key, one: peopleNoun(key, 1), many: peopleNoun(key) })),
  dimensions: DIMENSIONS.map((key) => ({ key, one: dimensionNoun(key), many: dimensionNoun(key, 2) })),
});
