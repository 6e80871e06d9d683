// Ask benchmark: `node --import tsx bench/ask.ts [--runs 5]`. Times the built-in analyst (`analyse`,
// no database or network) on notebooks of 50, 500 and 5,000 demo events with a mix of 20 questions
// covering every intent, and prints a Markdown table. Target: p95 <= 500 ms at 500 events.
import { parseArgs } from 'node:util';
import { analyse } from '../server/src/answering';
import { demoNotebook } from '../server/src/eval/quality-set';
import { fmt, machine, stats } from './lib';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const rounds = Number(values.runs);

const SIZES = [50, 500, 5000];
const TARGET_P95_MS = 500;
const TARGET_SIZE = 500;

const QUESTIONS = [
  'How many murders were there in Gauteng in 2023?',
  'How many hijackings happened in KZN last year?',
  'Were there any kidnappings in the last 6 months?',
  'List the rapes in the Eastern Cape',
  'Which events involved a security guard?',
  'Which province has the most murders?',
  'What is the most common crime?',
  'Top 3 towns for house robberies',
  'Which day of the week has the most murders?',
  'When was the first kidnapping?',
  'When was the most recent murder in Soweto?',
  'Where did the carjackings happen between June and August 2024?',
  'Are murders rising?',
  'Murders per month in 2021',
  'Compare murders in Gauteng and KwaZulu-Natal',
  'Were there more hijackings in 2023 than in 2024?',
  'Summarise the events in Durban',
  'What happened in March 2024?',
  'Who is the police minister?',
  'How many reckless driving cases are there?',
];

const largest = Math.max(...SIZES);
const started = performance.now();
const corpus = demoNotebook(largest);
console.log(`prepared ${largest} demo events in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const rows: string[] = [];
for (const size of SIZES) {
  const notebook = corpus.slice(0, size);
  // One untimed pass: module loading and the first regular-expression compilations are not per question.
  for (const question of QUESTIONS) analyse(question, notebook);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const question of QUESTIONS) {
      const t = performance.now();
      analyse(question, notebook);
      samples.push(performance.now() - t);
    }
  }
  const s = stats(samples);
  const target = size === TARGET_SIZE ? `p95 <= ${TARGET_P95_MS} ms` : '-';
  rows.push(
    `| analyst | ${size} | ${s.runs} | ${fmt(s.medianMs)} | ${fmt(s.p95Ms)} | ${fmt(s.maxMs)} | ${target} |`,
  );
}

console.log(`\n### Ask, built-in analyst, ${QUESTIONS.length} questions x ${rounds} rounds (${machine()})\n`);
console.log('| engine | notebook events | runs | median ms | p95 ms | max ms | target |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const row of rows) console.log(row);
