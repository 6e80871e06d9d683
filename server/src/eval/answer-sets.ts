/** Asking a set of questions about the development notebooks, and reporting how many were right. */
import { describeExpectation, matchesExpectation } from './answer-matching';
import type { DevNotebooks } from './dev-notebooks';
import type { AnswerCase, NotebookLetter } from './dev-set';

/** The accuracy the answers on real releases are meant to reach; not yet enforced. */
export const TARGET_ACCURACY = 0.9;

export interface AnswerResult extends AnswerCase {
  pass: boolean;
  answer: string;
}

export async function askEvery(
  cases: readonly AnswerCase[],
  notebooks: DevNotebooks,
): Promise<AnswerResult[]> {
  const results: AnswerResult[] = [];
  for (const c of cases) {
    const answer = await notebooks.ask(c.notebook, c.question);
    results.push({ ...c, answer, pass: matchesExpectation(answer, c.expect) });
  }
  return results;
}

const share = (results: readonly AnswerResult[]) => {
  const passed = results.filter((r) => r.pass).length;
  const percent = results.length === 0 ? 0 : (100 * passed) / results.length;
  return `${passed}/${results.length} = ${percent.toFixed(1)} %`;
};

/** PASS/FAIL per question (with the answer's first lines on a failure), then accuracy per notebook and in all. */
export function reportAnswers(
  title: string,
  results: readonly AnswerResult[],
  log: (line: string) => void,
): void {
  log(`\n== ${title} ==`);
  for (const r of results) {
    log(`${r.pass ? 'PASS' : 'FAIL'}  [${r.notebook}] ${r.question}`);
    if (r.pass) continue;
    log(`      expected ${describeExpectation(r.expect)}`);
    for (const line of r.answer.split('\n').slice(0, 4)) log(`      | ${line}`);
  }
  const letters: NotebookLetter[] = ['a', 'b'];
  for (const letter of letters)
    log(`Notebook ${letter}: ${share(results.filter((r) => r.notebook === letter))}`);
  log(
    `${title}: ${share(results)} (target ${TARGET_ACCURACY * 100} %, reported only: it does not fail the command yet)`,
  );
}
