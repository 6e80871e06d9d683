/**
 * Questions typed as pandas by analysts who work in notebooks: `df[df.province=='KZN'].shape[0]`,
 * `len(df[(df.crimes.apply(lambda c: 'murder' in c)) & (df.arrest_made == False)])`,
 * `df[df.event_date.between('2020-01-01','2020-12-31')].victims_killed.sum()`,
 * `df[...].province.unique().tolist()`, `df.suspect_ages.explode().astype(float).mean().round(1)`.
 * The expression is written back as words before any reader runs and said back in `Read as`; one the
 * reader does not follow is left as typed.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../corpus/calendar';
import {
  askedMeasureOf,
  CODE_OPERATORS,
  columnOf,
  conditionOf,
  DATE_COLUMN,
  nounOf,
  pluralOf,
  unquoted,
  weekdaysNamed,
  YEAR_COMPARISON,
} from './column-words';
import type { Correction } from './corrections';

/** One step of a method chain: `.mean()`, `.province`, `['province']`, `[0]`, or a filter `[df.x == 1]`. */
interface Step {
  kind: 'name' | 'call' | 'index' | 'filter';
  name: string;
  args: string;
}

/** `df.province`, `df['province']`: a column of the frame, as a condition names it. */
const COLUMN = String.raw`df(?:\.(\w+)|\[\s*['"](\w+)['"]\s*\])`;
const QUOTED = `['"]([^'"]+)['"]`;

/** The index just past the bracket that closes the one at `open`, quotes respected; -1 when none does. */
function closingOf(text: string, open: number): number {
  const pairs: Record<string, string> = { '[': ']', '(': ')' };
  const stack: string[] = [];
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (pairs[ch]) stack.push(pairs[ch]);
    else if (ch === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** The chain after `df` (filters, columns, calls) and where it ends. */
function stepsFrom(text: string, from: number): { steps: Step[]; end: number } {
  const steps: Step[] = [];
  let at = from;
  while (at < text.length) {
    const ch = text[at];
    if (ch === '[') {
      const close = closingOf(text, at);
      if (close < 0) break;
      const inside = text.slice(at + 1, close - 1).trim();
      const column = new RegExp(`^${QUOTED}$`).exec(inside);
      if (column) steps.push({ kind: 'name', name: column[1] ?? '', args: '' });
      else if (/\bdf\b/.test(inside)) steps.push({ kind: 'filter', name: '', args: inside });
      else steps.push({ kind: 'index', name: '', args: inside });
      at = close;
      continue;
    }
    const member = /^\s*\.\s*(\w+)/.exec(text.slice(at));
    if (!member) break;
    at += member[0].length;
    if (text[at] === '(') {
      const close = closingOf(text, at);
      if (close < 0) break;
      steps.push({ kind: 'call', name: member[1] ?? '', args: text.slice(at + 1, close - 1).trim() });
      at = close;
    } else steps.push({ kind: 'name', name: member[1] ?? '', args: '' });
  }
  return { steps, end: at };
}

/** Splits at the top-level `&` or `|` joining the terms of a filter. */
function termsOf(condition: string): { terms: string[]; joiner: 'and' | 'or' } {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  let joiner: 'and' | 'or' = 'and';
  for (let i = 0; i < condition.length; i++) {
    const ch = condition[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if ((ch === '&' || ch === '|') && depth === 0) {
      terms.push(condition.slice(start, i));
      joiner = ch === '|' ? 'or' : 'and';
      start = i + 1;
    }
  }
  terms.push(condition.slice(start));
  return { terms: terms.map((t) => t.trim()), joiner };
}

const withoutParentheses = (term: string) => {
  let t = term.trim();
  while (t.startsWith('(') && closingOf(t, 0) === t.length) t = t.slice(1, -1).trim();
  return t;
};

/** One term of a filter in words; null when it is not understood. */
function termInWords(written: string): string | null {
  const term = withoutParentheses(written);
  const negated = term.startsWith('~');
  const t = negated ? withoutParentheses(term.slice(1)) : term;
  const col = (m: RegExpExecArray) => m[1] ?? m[2] ?? '';
  let m = new RegExp(`^${COLUMN}\\.str\\.contains\\(\\s*${QUOTED}[^)]*\\)$`, 'i').exec(t);
  m ??= new RegExp(
    `^${COLUMN}\\.(?:apply|map)\\(\\s*lambda\\s+\\w+\\s*:\\s*${QUOTED}\\s+in\\s+[\\w.()]+\\s*\\)$`,
    'i',
  ).exec(t);
  if (m) return conditionOf(col(m), `${negated ? '<>' : ''}${m[3] ?? ''}`);
  if (negated) return null;
  m = new RegExp(`^${COLUMN}\\.isin\\(\\s*\\[([^\\]]*)\\]\\s*\\)$`, 'i').exec(t);
  if (m) {
    const values = (m[3] ?? '').split(',').map(unquoted).filter(Boolean);
    return values.map((v) => conditionOf(col(m as RegExpExecArray), v)).join(' or ');
  }
  m = new RegExp(`^${COLUMN}\\.between\\(\\s*([^,]+),\\s*([^)]+)\\)$`, 'i').exec(t);
  if (m && DATE_COLUMN.test(columnOf(col(m))))
    return `from ${unquoted(m[3] ?? '')} to ${unquoted(m[4] ?? '')}`;
  m = new RegExp(`^${COLUMN}\\.dt\\.year\\s*(==|>=|<=|>|<)\\s*(\\d{4})$`, 'i').exec(t);
  if (m) return `${YEAR_COMPARISON[CODE_OPERATORS[m[3] ?? ''] ?? '='] ?? 'in'} ${m[4]}`;
  m = new RegExp(`^${COLUMN}\\.dt\\.month\\s*==\\s*(\\d{1,2})$`, 'i').exec(t);
  if (m) return `in ${MONTH_NAMES[Number(m[3]) - 1] ?? m[3]}`;
  m = new RegExp(`^${COLUMN}\\.dt\\.day_name\\(\\)\\s*==\\s*${QUOTED}$`, 'i').exec(t);
  if (m) return `on ${weekdaysNamed(m[3] ?? '')}`;
  // pandas numbers the days from Monday, 0 to 6.
  m = new RegExp(`^${COLUMN}\\.dt\\.(?:dayofweek|weekday)\\s*==\\s*(\\d)$`, 'i').exec(t);
  if (m) return `on ${WEEKDAY_NAMES[(Number(m[3]) + 1) % 7]}s`;
  m = new RegExp(`^${COLUMN}\\.(isna|isnull|notna|notnull)\\(\\)$`, 'i').exec(t);
  if (m) {
    if (/^not/i.test(m[3] ?? '')) return '';
    return DATE_COLUMN.test(columnOf(col(m)))
      ? 'with no incident date'
      : `with no ${columnOf(col(m)).replace(/_/g, ' ')}`;
  }
  m = new RegExp(`^${COLUMN}\\s*(==|!=|>=|<=|>|<)\\s*(.+)$`, 'i').exec(t);
  if (m) return conditionOf(col(m), `${CODE_OPERATORS[m[3] ?? ''] ?? '='}${unquoted(m[4] ?? '')}`);
  return null;
}

/** The filters of the chain in words, joined; null when one is not understood. */
function filtersInWords(steps: readonly Step[]): string | null {
  const parts: string[] = [];
  for (const step of steps.filter((s) => s.kind === 'filter')) {
    const { terms, joiner } = termsOf(step.args);
    const words = terms.map(termInWords);
    if (words.some((w) => w === null)) return null;
    const said = (words as string[]).filter((w) => w !== '');
    if (said.length > 0) parts.push(said.join(` ${joiner} `));
  }
  return parts.join(' and ');
}

/** Steps that change nothing a question asks: `.explode()`, `.astype(float)`, `.dropna()`, `.tolist()`. */
const NEUTRAL = /^(?:explode|astype|dropna|reset_index|copy|tolist|to_list|values|round)$/;

/** `.dt.day_name()`, `.dt.year`: the grouping a date column is read as. */
function groupingWords(column: string, steps: readonly Step[]): string {
  const part = steps.find((s) => /^(?:day_name|dayofweek|weekday|year|month|month_name)$/.test(s.name));
  if (part) return /^(?:year)$/.test(part.name) ? 'year' : /^month/.test(part.name) ? 'month' : 'weekday';
  return nounOf(column);
}

/** What the chain after the filters asks for, in words; null when it is not understood. */
function askInWords(steps: readonly Step[], where: string, counted: boolean): string | null {
  const rest = steps.filter((s) => s.kind !== 'filter' && !NEUTRAL.test(s.name) && s.name !== 'str');
  const names = rest.map((s) => (s.kind === 'index' ? `[${s.args}]` : s.name));
  const incidents = `incidents ${where}`.trim();
  if (counted || /^(?:shape,\[0\]|count|size)$/.test(names.join(','))) return `how many ${incidents}`;
  const groupBy = rest.find((s) => s.name === 'groupby');
  const column = groupBy
    ? unquoted(groupBy.args)
    : (rest.find((s) => s.kind === 'name' && s.name !== 'dt')?.name ?? '');
  if (!column) return null;
  const last = names.filter((n) => n !== 'dt' && n !== column).join(',');
  const ranked =
    /(?:^|,)(?:idxmax|nlargest|head)(?:,|$)|sort_values,tail|sort_values,head|(?:^|,)index,\[0\]/.test(
      last,
    ) || /value_counts,\[0\]/.test(last);
  const fewest =
    /idxmin|nsmallest/.test(last) ||
    (/sort_values,head/.test(last) && !/ascending\s*=\s*False/i.test(rest.map((s) => s.args).join()));
  if (groupBy || /(?:^|,)(?:value_counts|idxmax|idxmin)(?:,|$)/.test(last)) {
    const summed = groupBy
      ? rest.find((s) => s.kind === 'name' && s.name !== 'groupby' && s.name !== column)
      : undefined;
    const measure = summed && /sum/.test(last) ? askedMeasureOf(summed.name) : 'incidents';
    const noun = groupingWords(column, rest);
    if (ranked || fewest)
      return `which ${noun} has the ${fewest ? 'fewest' : 'most'} ${measure} ${where}`.trim();
    return `${measure} by ${noun} ${where}`.trim();
  }
  if (/^(?:unique|drop_duplicates)$/.test(last))
    return `which ${pluralOf(groupingWords(column, rest))} had ${incidents}`;
  if (last === 'nunique')
    return `how many different ${pluralOf(groupingWords(column, rest))} had ${incidents}`;
  const measure = askedMeasureOf(column);
  if (last === 'sum') return `the total number of ${measure} ${where}`.trim();
  if (last === 'mean') return `the average ${measure} ${where}`.trim();
  if (last === 'median') return `the median ${measure} ${where}`.trim();
  if (last === 'max' || last === 'min') {
    if (DATE_COLUMN.test(columnOf(column)))
      return `the ${last === 'max' ? 'latest' : 'earliest'} incident date ${where}`.trim();
    return `the ${last === 'max' ? 'most' : 'fewest'} ${measure} in one incident ${where}`.trim();
  }
  return null;
}

/** `# ...`, `-- ...`, `-> ...`, `// ...`: a comment typed after the expression, which it already asks. */
const COMMENT = /^\s*(?:#|--|->|\/\/)[^\n]*/;

/** The question with a pandas expression in it written as words, and the expression said back. */
export function readPandasForms(question: string): { question: string; corrections: Correction[] } {
  const start = /\b(len\s*\(\s*)?df\b(?=\s*[[.])/.exec(question);
  if (!start) return { question, corrections: [] };
  const { steps, end: chainEnd } = stepsFrom(question, start.index + start[0].length);
  const counted = start[1] !== undefined;
  const closed = counted ? /^\s*\)/.exec(question.slice(chainEnd)) : null;
  if (counted && !closed) return { question, corrections: [] };
  const end = chainEnd + (closed?.[0].length ?? 0);
  // "100 * df.victims_female.sum() / (...)": a figure worked out of several, which is not read here.
  if (
    /[*/+-]\s*$/.test(question.slice(0, start.index)) ||
    /^\s*(?:[*/+]|-(?![->]))/.test(question.slice(end))
  )
    return { question, corrections: [] };
  const where = filtersInWords(steps);
  if (where === null) return { question, corrections: [] };
  const words = askInWords(steps, where, counted);
  if (words === null) return { question, corrections: [] };
  const written = question.slice(start.index, end);
  const after = question.slice(end).replace(COMMENT, '');
  const rest = `${question.slice(0, start.index)}${after}`.trim();
  return {
    question: `${words.replace(/\s+/g, ' ')}?${rest === '' || rest === '?' ? '' : ` ${rest}`}`,
    corrections: [{ from: written, to: words.replace(/\s+/g, ' ') }],
  };
}
