/** Asking a set of questions about the development notebooks, and reporting how many were right. */
import type { AnswerResult } from '@workbench/contract/questions';
import { describeExpectation, headlineAgrees, matchesExpectation, matchesResult } from './answer-matching';
import type { DevNotebooks } from './dev-notebooks';
import type { AnswerCase, NotebookLetter } from './dev-set';

/** The accuracy the answers on real releases are meant to reach; not yet enforced. */
export const TARGET_ACCURACY = 0.9;

/** How an answer fared: right by its result, honest about what it could not do, or confidently wrong. */
export type Verdict = 'right' | 'partial' | 'wrong';

export interface AskedCase extends AnswerCase {
  /** Right by the strict rule (the result). */
  pass: boolean;
  /** Right by the earlier, lenient rule (the value anywhere in the text), reported beside it. */
  lenient: boolean;
  verdict: Verdict;
  answer: string;
  result: AnswerResult | null;
}

/** Not right, but the answer said so: incomplete, or the events cannot answer. */
const saidSo = (result: AnswerResult | null) =>
  result !== null && (!result.complete || result.type === 'none');

export async function askEvery(cases: readonly AnswerCase[], notebooks: DevNotebooks): Promise<AskedCase[]> {
  const results: AskedCase[] = [];
  for (const c of cases) {
    const { answer, result } = await notebooks.ask(c.notebook, c.question);
    const pass = matchesResult(result, c.expect);
    const verdict: Verdict = pass ? 'right' : saidSo(result) ? 'partial' : 'wrong';
    results.push({ ...c, answer, result, pass, lenient: matchesExpectation(answer, c.expect), verdict });
  }
  return results;
}

const share = (results: readonly AskedCase[], passes = (r: AskedCase) => r.pass) => {
  const passed = results.filter(passes).length;
  const percent = results.length === 0 ? 0 : (100 * passed) / results.length;
  return `${passed}/${results.length} = ${percent.toFixed(1)} %`;
};

/** PASS/FAIL per question (with the answer's first lines on a failure), then accuracy per notebook and in all. */
export function reportAnswers(
  title: string,
  results: readonly AskedCase[],
  log: (line: string) => void,
): void {
  log(`\n== ${title} ==`);
  for (const r of results) {
    log(`${r.pass ? 'PASS' : r.verdict === 'partial' ? 'PART' : 'FAIL'}  [${r.notebook}] ${r.question}`);
    if (r.pass) continue;
    log(`      expected ${describeExpectation(r.expect)}; result ${JSON.stringify(r.result)}`);
    for (const line of r.answer.split('\n').slice(0, 4)) log(`      | ${line}`);
  }
  const letters: NotebookLetter[] = ['a', 'b'];
  for (const letter of letters)
    log(`Notebook ${letter}: ${share(results.filter((r) => r.notebook === letter))}`);
  const partial = results.filter((r) => r.verdict === 'partial').length;
  const wrong = results.filter((r) => r.verdict === 'wrong').length;
  log(
    `${title}: strict ${share(results)}; honest partial ${partial}, confidently wrong ${wrong}; lenient (value anywhere in the text) ${share(results, (r) => r.lenient)}`,
  );
  log(
    `${title}: ${share(results)} (target ${TARGET_ACCURACY * 100} %, reported only: it does not fail the command yet)`,
  );
  const disagree = results.filter((r) => !headlineAgrees(r.answer, r.result));
  log(
    `${title}: the result agrees with the headline in ${share(results, (r) => headlineAgrees(r.answer, r.result))}`,
  );
  for (const r of disagree) log(`      headline and result differ: [${r.notebook}] ${r.question}`);
}
