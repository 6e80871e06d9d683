// `npm run eval:answers`: asks the analyst every question of its quality set against the fixed demo
// notebook, prints PASS/FAIL per question and the accuracy, and fails below the required accuracy.
import { analyse } from '../answering';
import { accuracyOf, REQUIRED_ACCURACY, runQualitySet } from '../eval/quality-set';

const started = performance.now();
const results = runQualitySet(analyse);
for (const r of results) {
  console.log(`${r.pass ? 'PASS' : 'FAIL'}  ${r.question}  [${r.covers}]`);
  if (!r.pass) {
    console.log(`      ${r.problem}`);
    for (const line of r.findings.text.split('\n').slice(0, 6)) console.log(`      | ${line}`);
  }
}
const accuracy = accuracyOf(results);
const passed = results.filter((r) => r.pass).length;
console.log(
  `\nAccuracy: ${passed}/${results.length} = ${(accuracy * 100).toFixed(1)} % (required ${REQUIRED_ACCURACY * 100} %), ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (accuracy < REQUIRED_ACCURACY) process.exit(1);
