import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPeople } from './people';
import {
  type PeopleRule,
  type PhraseRule,
  SUSPECT_PHRASE_RULES,
  SUSPECT_RULES,
  VICTIM_PHRASE_RULES,
  VICTIM_RULES,
} from './people-rules';

const TABLES: [string, readonly (PeopleRule | PhraseRule)[]][] = [
  ['suspect', SUSPECT_RULES],
  ['suspect phrase', SUSPECT_PHRASE_RULES],
  ['victim', VICTIM_RULES],
  ['victim phrase', VICTIM_PHRASE_RULES],
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(TABLES)('the %s rules', (_, rules) => {
  it('each have a name of their own and examples', () => {
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length);
    for (const rule of rules) expect(rule.examples.length, rule.name).toBeGreaterThan(0);
  });

  describe.each(rules.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    it.each(rule.examples.map((example) => [example.title || example.text, example] as const))(
      '%s',
      (_, example) => {
        const spied = rule as PeopleRule;
        const trigger = vi.spyOn(spied, 'trigger');
        const find = spied.find ? vi.spyOn(spied, 'find') : undefined;
        const people = readPeople({ title: example.title ?? '', body: example.text });
        expect(people).toMatchObject(example.reads);
        // The reading is this rule's: its trigger held in the example and, if it has a finder, found someone there.
        expect(trigger.mock.results.some((r) => r.value === true)).toBe(true);
        if (find) expect(find.mock.results.some((r) => r.value !== null && r.value !== undefined)).toBe(true);
      },
    );
  });
});
