/**
 * Questions typed as R by analysts who work in dplyr: `mean(victims_injured, na.rm = TRUE)`,
 * `filter(province == "Gauteng") %>% summarise(n())`, `group_by(province) %>% summarise(arrested =
 * sum(num_suspects_arrested, na.rm = TRUE)) %>% slice_max(arrested)`, `group_by(wday(event_date, label
 * = TRUE))`. What is typed is written back as words before any reader runs and said back in `Read
 * as`; a step the reader does not follow leaves the whole expression as typed.
 */
import { MONTH_NAMES } from '../../corpus/calendar';
import {
  askedMeasureOf,
  CODE_OPERATORS,
  columnOf,
  conditionOf,
  DATE_COLUMN,
  nounOf,
  unquoted,
  YEAR_COMPARISON,
} from './column-words';
import type { Correction } from './corrections';

/** `mean(x, na.rm = TRUE)`: an aggregate of one column; missing values are left out by every reading here. */
const AGGREGATE =
  /\b(mean|median|sum|max|min)\s*\(\s*([A-Za-z_][\w.]*)\s*(?:,\s*na\.rm\s*=\s*(?:TRUE|T)\s*)?\)/g;

/** `n()`, `nrow(df)`, `tally()`, `count()`: the rows counted. */
const ROWS_COUNTED = /^(?:n\s*\(\s*\)|nrow\s*\([^()]*\)|tally\s*\(\s*\)|count\s*\(\s*\))$/;

/** What is worked out over the rows: a count of them, or a statistic of one column. */
interface Summary {
  statistic: 'count' | 'mean' | 'median' | 'sum' | 'max' | 'min';
  column: string;
}

/** A summary in words: "the average people injured", "the latest incident date". */
function summaryInWords({ statistic, column }: Summary): string {
  const measure = askedMeasureOf(column);
  if (statistic === 'count') return 'the number of incidents';
  if (statistic === 'mean') return `the average ${measure}`;
  if (statistic === 'median') return `the median ${measure}`;
  if (statistic === 'sum') return `the total number of ${measure}`;
  if (DATE_COLUMN.test(columnOf(column)))
    return `the ${statistic === 'max' ? 'latest' : 'earliest'} incident date`;
  return `the ${statistic === 'max' ? 'most' : 'fewest'} ${measure} in one incident`;
}

const STATISTIC_WORD: Readonly<Record<Exclude<Summary['statistic'], 'count' | 'sum'>, string>> = {
  mean: 'average',
  median: 'median',
  max: 'largest',
  min: 'smallest',
};

/** "which weekday has the most people killed", "which province has the highest average people injured". */
function rankedInWords({ statistic, column }: Summary, order: 'most' | 'fewest'): string {
  if (statistic === 'count') return `the ${order} incidents`;
  if (statistic === 'sum') return `the ${order} ${askedMeasureOf(column)}`;
  return `the ${order === 'most' ? 'highest' : 'lowest'} ${STATISTIC_WORD[statistic]} ${askedMeasureOf(column)}`;
}

const summaryOf = (m: RegExpExecArray): Summary => ({
  statistic: (m[1] ?? 'sum') as Summary['statistic'],
  column: m[2] ?? '',
});

/** The calls of a pipe, split at `%>%` and `|>` outside brackets. */
function stepsOf(pipe: string): string[] {
  const steps: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < pipe.length; i++) {
    const ch = pipe[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && (pipe.startsWith('%>%', i) || pipe.startsWith('|>', i))) {
      steps.push(pipe.slice(from, i).trim());
      i += pipe.startsWith('%>%', i) ? 2 : 1;
      from = i + 1;
    }
  }
  steps.push(pipe.slice(from).trim());
  return steps.filter((s) => s !== '' && !/^(?:df|data|events|incidents|d)$/.test(s));
}

/** The arguments of a call, split at commas and `&` outside brackets and quotes. */
function argumentsOf(args: string, splitAtAnd: boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let from = 0;
  for (let i = 0; i < args.length; i++) {
    const ch = args[i] ?? '';
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && (ch === ',' || (splitAtAnd && ch === '&'))) {
      parts.push(args.slice(from, i));
      from = i + (args[i + 1] === '&' ? 2 : 1);
      if (args[i + 1] === '&') i++;
    }
  }
  parts.push(args.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const QUOTED = `["']([^"']+)["']`;
const DATE_VALUE = String.raw`(?:as\.Date\(\s*)?["'](\d{4}-\d{2}-\d{2})["']\s*\)?`;

/** One condition of `filter()` in words; null when it is not understood. */
function conditionInWords(term: string): string | null {
  let m = /^!\s*is\.na\(\s*(\w+)\s*\)$/.exec(term);
  if (m) return '';
  m = /^is\.na\(\s*(\w+)\s*\)$/.exec(term);
  if (m)
    return DATE_COLUMN.test(columnOf(m[1] ?? '')) ? 'with no incident date' : `with no ${nounOf(m[1] ?? '')}`;
  m = new RegExp(`^${QUOTED}\\s*%in%\\s*(\\w+)$`).exec(term);
  m ??= new RegExp(
    `^(?:str_detect|grepl)\\(\\s*(?:(\\w+)\\s*,\\s*${QUOTED}|${QUOTED}\\s*,\\s*(\\w+))[^)]*\\)$`,
  ).exec(term);
  if (m) {
    const [value, column] = m.length === 3 ? [m[1], m[2]] : [m[2] ?? m[3], m[1] ?? m[4]];
    return conditionOf(column ?? '', value ?? '');
  }
  m = /^(\w+)\s*%in%\s*c\(([^)]*)\)$/.exec(term);
  if (m) {
    const column = m[1] ?? '';
    return (m[2] ?? '')
      .split(',')
      .map(unquoted)
      .filter(Boolean)
      .map((v) => conditionOf(column, v))
      .join(' or ');
  }
  m = new RegExp(`^between\\(\\s*(\\w+)\\s*,\\s*${DATE_VALUE}\\s*,\\s*${DATE_VALUE}\\s*\\)$`).exec(term);
  if (m && DATE_COLUMN.test(columnOf(m[1] ?? ''))) return `from ${m[2]} to ${m[3]}`;
  m = /^year\(\s*(\w+)\s*\)\s*(==|>=|<=|>|<)\s*(\d{4})$/.exec(term);
  if (m) return `${YEAR_COMPARISON[CODE_OPERATORS[m[2] ?? ''] ?? '='] ?? 'in'} ${m[3]}`;
  m = /^month\(\s*(\w+)\s*\)\s*==\s*(\d{1,2})$/.exec(term);
  if (m) return `in ${MONTH_NAMES[Number(m[2]) - 1] ?? m[2]}`;
  m = new RegExp(`^(\\w+)\\s*(==|!=|>=|<=|>|<)\\s*${DATE_VALUE}$`).exec(term);
  m ??= /^(\w+)\s*(==|!=|>=|<=|>|<)\s*(?:["']([^"']*)["']|(TRUE|FALSE|T|F|-?\d+(?:\.\d+)?))$/.exec(term);
  if (m) return conditionOf(m[1] ?? '', `${CODE_OPERATORS[m[2] ?? ''] ?? '='}${m[3] ?? m[4] ?? ''}`);
  return null;
}

/** `wday(event_date, label = TRUE)`, `year(event_date)`, `province`: what a `group_by` groups by. */
function groupingOf(args: string): string {
  const call = /^(\w+)\s*\(/.exec(args.trim());
  if (!call) return nounOf(args);
  if (/^(?:wday|weekdays)$/.test(call[1] ?? '')) return 'weekday';
  if (/^(?:month|months)$/.test(call[1] ?? '')) return 'month';
  if (call[1] === 'year') return 'year';
  return nounOf(args);
}

const call = (step: string) => /^([\w.]+)\s*\(([\s\S]*)\)$/.exec(step);

/** A pipe of dplyr steps in words; null when a step is not understood. */
function pipeInWords(steps: readonly string[]): string | null {
  const conditions: string[] = [];
  let grouping: string | null = null;
  let summary: Summary = { statistic: 'count', column: '' };
  let order: 'most' | 'fewest' | null = null;
  for (const step of steps) {
    const c = call(step);
    const [name, args] = [c?.[1] ?? step, c?.[2] ?? ''];
    if (name === 'filter') {
      const words = argumentsOf(args, true).map(conditionInWords);
      if (words.some((w) => w === null)) return null;
      conditions.push(...(words as string[]).filter((w) => w !== ''));
    } else if (name === 'group_by') grouping = groupingOf(args);
    else if (name === 'count' && args.trim() !== '') grouping = groupingOf(argumentsOf(args, false)[0] ?? '');
    else if (name === 'summarise' || name === 'summarize') {
      const [first] = argumentsOf(args, false);
      const value = (/^\w+\s*=\s*([\s\S]+)$/.exec(first ?? '')?.[1] ?? first ?? '').trim();
      const aggregate = new RegExp(`^${AGGREGATE.source}$`).exec(value);
      if (aggregate) summary = summaryOf(aggregate);
      else if (!ROWS_COUNTED.test(value)) return null;
    } else if (name === 'slice_max' || name === 'top_n') order = 'most';
    else if (name === 'slice_min') order = 'fewest';
    else if (name === 'arrange') order = /^desc\(/.test(args.trim()) ? 'most' : 'fewest';
    else if (!ROWS_COUNTED.test(step) && !/^(?:head|slice|ungroup|pull|print|as_tibble)$/.test(name))
      return null;
  }
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  if (grouping && order)
    return `which ${grouping} has ${rankedInWords(summary, order)} among incidents${where}`;
  if (grouping) return `${summaryInWords(summary)} by ${grouping} among incidents${where}`;
  if (summary.statistic === 'count') return `how many incidents${where}`;
  return `${summaryInWords(summary)} over incidents${where}`;
}

/** A dplyr pipe: optional data, then calls joined by `%>%` or `|>`, at least one of them a dplyr verb. */
const PIPE =
  /(?:\b(?:df|data|events|incidents)\s*(?:%>%|\|>)\s*)?\b(?:filter|group_by|count|summari[sz]e)\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)(?:\s*(?:%>%|\|>)\s*[\w.]+\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*/;

/** The question with R written as words, and what was written said back. */
export function readRForms(question: string): { question: string; corrections: Correction[] } {
  const pipe = PIPE.exec(question);
  const piped = /%>%|\|>/.test(question);
  // Part of a pipe read alone would be read wrong: all of it is understood, or none is read.
  const whole =
    pipe && (piped ? /%>%|\|>/.test(pipe[0]) : /^\s*(?:filter|group_by)\s*\(/.test(pipe[0])) ? pipe : null;
  const words = whole ? pipeInWords(stepsOf(whole[0])) : null;
  if (whole && words !== null) {
    const rest = `${question.slice(0, whole.index)}${words}${question.slice(whole.index + whole[0].length)}`;
    return { question: rest, corrections: [{ from: whole[0].trim(), to: words }] };
  }
  if (whole || piped) return { question, corrections: [] };
  const corrections: Correction[] = [];
  const written = question.replace(AGGREGATE, (whole, statistic: Summary['statistic'], column: string) => {
    // "sum(x)" without missing values named is left to the readers of SQL and spreadsheet forms.
    if (!/na\.rm/.test(whole) && statistic === 'sum') return whole;
    const words = summaryInWords({ statistic, column });
    corrections.push({ from: whole, to: words });
    return words;
  });
  return { question: written, corrections };
}
