/**
 * Questions typed as a spreadsheet user thinks: `=COUNTIFS(province,"KwaZulu-Natal",crimes,"murder")`,
 * `SUMIFS(injured, event_date, ">=2020-01-01")`, `COUNTIF(YEAR(event_date)=2023) minus ...`, "pivot: rows =
 * municipality, values = SUM of people killed, sort desc". Each formula is written back as the words
 * the readers know ("how many incidents in KwaZulu-Natal about murder") before any reader runs, and
 * said back in `Read as`, so that the reading of a formula is never hidden.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../corpus/calendar';
import {
  columnOf,
  conditionOf,
  DATE_COLUMN,
  measureOf,
  nounOf,
  pluralOf,
  RELATIONSHIP_COLUMN,
  unquoted,
  weekdaysNamed,
  YEAR_COMPARISON,
} from './column-words';
import type { Correction } from './corrections';
import { joinOr } from './format';

/** A function call as a spreadsheet writes it, upper case or straight after "=": "COUNTIFS(", "=sum(". */
const FUNCTION_START =
  /(?:(?<==\s*)(?:countifs?|counta?|sumifs?|sum|averageifs?|average|maxifs|minifs|max|min|round|unique)|\b(?:COUNTIFS?|COUNTA?|SUMIFS?|SUM|AVERAGEIFS?|AVERAGE|MAXIFS|MINIFS|MAX|MIN|ROUND|UNIQUE))\s*\(/gu;

/** "FILTER(province, crimes="stock theft")" inside UNIQUE(...): the column and the condition. */
const FILTER_CALL = /^\s*FILTER\s*\(([\s\S]*)\)\s*$/iu;

/** "YEAR(event_date)=2023", "WEEKDAY(event_date) in (Sat, Sun)", "MONTH(event_date) in (6,7,8)". */
const PART_OF_DATE =
  /^\s*(YEAR|MONTH|WEEKDAY)\s*\(\s*[\w\s"']+\)\s*(>=|<=|>|<|=|\bin\b)\s*\(?([^)]*)\)?\s*$/iu;

function partOfDateCondition(expression: string): string | null {
  const m = PART_OF_DATE.exec(expression);
  if (!m) return null;
  const [part, comparison, values] = [(m[1] ?? '').toUpperCase(), (m[2] ?? '').toLowerCase(), m[3] ?? ''];
  const items = values
    .split(/[,;]/)
    .map((v) => unquoted(v).toLowerCase())
    .filter(Boolean);
  if (part === 'YEAR')
    return `${YEAR_COMPARISON[comparison === 'in' ? '=' : comparison] ?? 'in'} ${items.join(' or ')}`;
  if (part === 'WEEKDAY')
    // WEEKDAY() numbers the days from Sunday, 1 to 7.
    return `on ${joinOr(items.map((d) => (/^[1-7]$/.test(d) ? `${WEEKDAY_NAMES[Number(d) - 1]}s` : weekdaysNamed(d))))}`;
  return `in ${joinOr(items.map((n) => MONTH_NAMES[Number(n) - 1] ?? n))}`;
}

/** The arguments of a call, split at the commas (or semicolons) outside brackets and quotes. */
function argumentsOf(inside: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const ch of inside) {
    if (quote) {
      if (ch === quote || (quote === '“' && ch === '”')) quote = null;
    } else if (ch === '"' || ch === '“') quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if ((ch === ',' || ch === ';') && depth === 0) {
      args.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim() !== '') args.push(current);
  return args;
}

/** Conditions from criteria given in pairs (range, criterion), or as expressions such as YEAR(...)=2023. */
function conditionsOf(args: readonly string[]): string {
  const conditions: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const expression = partOfDateCondition(arg);
    if (expression) {
      conditions.push(expression);
      continue;
    }
    const written = /^\s*([\w\s]+?)\s*(>=|<=|<>|>|<|=)\s*(.+)$/u.exec(unquoted(arg));
    if (written && i + 1 >= args.length) {
      conditions.push(conditionOf(written[1] ?? '', `${written[2]}${written[3]}`));
      continue;
    }
    conditions.push(conditionOf(arg, args[i + 1] ?? ''));
    i += 1;
  }
  return conditions.join(' and ');
}

/** The words of one call: the function's name and its arguments. */
function callInWords(name: string, args: readonly string[]): string | null {
  const [first = '', ...rest] = args;
  switch (name.toUpperCase()) {
    case 'COUNTIF':
    case 'COUNTIFS':
      return `how many incidents ${conditionsOf(args)}`.trim();
    case 'COUNT':
    case 'COUNTA':
      // COUNTA counts the cells that are not blank: of a column, the incidents that state it.
      if (RELATIONSHIP_COLUMN.test(columnOf(first))) return 'how many incidents with a stated relationship';
      if (DATE_COLUMN.test(columnOf(first))) return 'how many incidents with a known incident date';
      return 'how many incidents';
    case 'SUMIF':
      return args.length >= 3
        ? `the total number of ${measureOf(args[2] ?? '')} ${conditionOf(first, args[1] ?? '')}`
        : `the total number of ${measureOf(first)} ${conditionsOf(args)}`;
    case 'SUMIFS':
      return `the total number of ${measureOf(first)} ${conditionsOf(rest)}`.trim();
    case 'SUM':
      return `the total number of ${measureOf(first)}`;
    case 'AVERAGE':
      return `the average ${measureOf(first)}`;
    case 'AVERAGEIF':
      // AVERAGEIF(range, criterion, average_range): the figure averaged comes last.
      return args.length >= 3
        ? `the average ${measureOf(args[2] ?? '')} ${conditionOf(first, args[1] ?? '')}`.trim()
        : `the average ${measureOf(first)} ${conditionsOf(args)}`.trim();
    case 'AVERAGEIFS':
      return `the average ${measureOf(first)} ${conditionsOf(rest)}`.trim();
    case 'MAXIFS':
    case 'MINIFS': {
      const latest = name.toUpperCase() === 'MAXIFS';
      const where = conditionsOf(rest);
      if (DATE_COLUMN.test(columnOf(first)))
        return `the ${latest ? 'latest' : 'earliest'} incident date ${where}`.trim();
      return `the ${latest ? 'most' : 'fewest'} ${measureOf(first)} in one incident ${where}`.trim();
    }
    case 'MAX':
    case 'MIN': {
      const latest = name.toUpperCase() === 'MAX';
      if (DATE_COLUMN.test(columnOf(first))) return `the ${latest ? 'latest' : 'earliest'} incident date`;
      return `the ${latest ? 'most' : 'fewest'} ${measureOf(first)} in one incident`;
    }
    case 'ROUND':
      return formulasInWords(first, []).trim();
    case 'UNIQUE': {
      // "=UNIQUE(FILTER(province, crimes="stock theft"))": the different places the filtered rows name.
      const filtered = FILTER_CALL.exec(first);
      const [column = '', ...conditions] = filtered ? argumentsOf(filtered[1] ?? '') : [first];
      const where = conditions.length > 0 ? ` with incidents ${conditionsOf(conditions)}` : '';
      return `which ${pluralOf(nounOf(column))}${where}`;
    }
    default:
      return null;
  }
}

/**
 * The text with every formula call in it written as words, from the left; a call inside another
 * (ROUND(SUM(...))) is written as part of the one around it. Each call written is said back.
 */
function formulasInWords(text: string, said: Correction[]): string {
  let out = text;
  for (let guard = 0; guard < 20; guard++) {
    FUNCTION_START.lastIndex = 0;
    const m = FUNCTION_START.exec(out);
    if (!m) break;
    const open = m.index + m[0].length - 1;
    let depth = 0;
    let close = -1;
    for (let i = open; i < out.length; i++) {
      if (out[i] === '(') depth += 1;
      else if (out[i] === ')') depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
    if (close === -1) break;
    const name = m[0].replace(/\s*\($/, '');
    const words = callInWords(name, argumentsOf(out.slice(open + 1, close)));
    if (words === null) break;
    const start = m.index > 0 && out[m.index - 1] === '=' ? m.index - 1 : m.index;
    said.push({ from: out.slice(start, close + 1), to: words });
    out = `${out.slice(0, start)}${words}${out.slice(close + 1)}`;
  }
  return out;
}

/**
 * "pivot: rows = municipality, values = SUM of people killed, sort desc. what is row 1?": the first row
 * of a pivot sorted down is the place with the most.
 */
const PIVOT =
  /\bpivot(?:\s+table)?\s*[:,-]?\s*rows?\s*=\s*([\p{L}_ ]+?)\s*[,;]\s*values?\s*=\s*(sum|count|counta|average)\s*(?:\(|of\s+)?\s*([\p{L}_ ]*?)\)?\s*[,;]\s*sort(?:ed)?\s+(desc|descending|asc|ascending)\b[^?]*\??/giu;

function pivotInWords(text: string, said: Correction[]): string {
  return text.replace(PIVOT, (written: string, rows: string, how: string, values: string, order: string) => {
    const most = /^desc/i.test(order) ? 'most' : 'fewest';
    const measure = /^count/i.test(how) || values.trim() === '' ? 'incidents' : measureOf(values);
    const highest = /^average/i.test(how) ? 'highest average' : most;
    const words = `which ${columnOf(rows).replace(/_/g, ' ')} has the ${highest} ${measure}?`;
    said.push({ from: written.trim(), to: words });
    return words;
  });
}

/** "how many incidents in 2023 minus how many incidents in 2022": a difference of two counts. */
/** "=COUNTIF(arrest_made,FALSE)/COUNTA(incident) as a %": one count as a share of another. */
const COUNT_OVER_COUNT =
  /\bhow many incidents\s+([^?/]+?)\s*\/\s*how many incidents\b([^?/]*?)(?:\s*(?:as\s+a\s+%|as\s+a\s+percent(?:age)?|as\s+%|\*\s*100|in\s+%))/giu;
const COUNTS_MINUS =
  /\bhow many incidents\s+([^?]+?)(?:\s+(?:minus|less)\s+|\s*[-−]\s*)how many incidents\s+([^?.]+?)(?=\s+[-–—]\s|[?.]|$)/giu;
/** "the total number of female victims / (the total number of female victims + the total number of male victims)". */
const SHARE_OF_PARTS =
  /\bthe total number of ([\p{L} ]+?)\s*\/\s*\(\s*the total number of \1\s*\+\s*the total number of ([\p{L} ]+?)\s*\)(?:\s*(?:as\s+a\s+%|as\s+a\s+percent(?:age)?|\*\s*100|in\s+%))?/giu;
/** "filter by on Saturdays or Sundays -> how many incidents of rows": the filter, then the count. */
const FILTER_THEN_COUNT =
  /\bfilter(?:ed)?\s+(?:by|on|to|for)\s+([^>?]+?)\s*(?:->|→|=>|then|,)\s*how many incidents(?:\s+of\s+(?:the\s+)?rows)?/giu;

/** "WEEKDAY(event_date) in (Sat, Sun)" standing alone, as a filter is written. */
const PART_OF_DATE_IN_TEXT =
  /\b(?:YEAR|MONTH|WEEKDAY)\s*\(\s*[\w\s"']+\)\s*(?:>=|<=|>|<|=|\bin\b)\s*(?:\([^)]*\)|[\w"'-]+)/giu;
/** "COUNTA of rows", "COUNT of the rows": the number of rows, written without brackets. */
const COUNT_OF_ROWS = /\bCOUNTA?\s+of\s+(?:the\s+)?(?:rows|records|incidents)\b/gu;

function bareFormsInWords(text: string, said: Correction[]): string {
  const say = (written: string, words: string | null) => {
    if (words === null) return written;
    said.push({ from: written, to: words });
    return words;
  };
  return text
    .replace(PART_OF_DATE_IN_TEXT, (written) => say(written, partOfDateCondition(written)))
    .replace(COUNT_OF_ROWS, (written) => say(written, 'how many incidents'));
}

/**
 * "Let W be the set of incidents whose event date falls on a Saturday or a Sunday. Express |W| as a
 * percentage of all incidents with a known event date": a set named by a letter, then used by it. The
 * definition is put in the letter's place, and "express A as a percentage of B" asked as a share.
 */
const SET_DEFINED =
  /\b[Ll]et\s+([A-Z])\s+(?:be|denote)\s+(?:the\s+(?:set|number)\s+of\s+)?(?:the\s+)?((?:incidents|events|cases|records)\b[^.;?]+)[.;]\s*/u;
const EXPRESS_AS_SHARE = /\bexpress\s+(.+?)\s+as\s+a\s+percentage\s+of\s+([^.?,;]+)/iu;

function definitionsInWords(question: string, said: Correction[]): string {
  const defined = SET_DEFINED.exec(question);
  if (!defined) return question;
  const [whole, letter = '', set = ''] = defined;
  const rest = question.slice(0, defined.index) + question.slice(defined.index + whole.length);
  const use = new RegExp(`\\|${letter}\\||(?<![\\p{L}])${letter}(?![\\p{L}(])`, 'gu');
  if (!use.test(rest)) return question;
  const named = `the ${set.trim()}`;
  said.push({ from: whole.trim(), to: `${letter} = ${named}` });
  return rest
    .replace(use, named)
    .replace(
      EXPRESS_AS_SHARE,
      (_all, part: string, whole: string) => `what percentage of ${whole} are ${part}`,
    );
}

/** The question with its formulas, pivots and filters written as words, and each said back. */
export function readFormulaForms(asked: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const question = definitionsInWords(asked, corrections);
  if (!/\(|\bpivot\b|\bCOUNTA?\b/i.test(question)) return { question, corrections };
  const words = bareFormsInWords(
    formulasInWords(pivotInWords(question, corrections), corrections),
    corrections,
  );
  if (corrections.length === 0) return { question, corrections };
  const joined = words
    .replace(COUNT_OVER_COUNT, (_all, part: string, base: string) => {
      const of = base.trim() === '' ? 'incidents' : `incidents ${base.trim()}`;
      return `of the ${of}, what percentage are incidents ${part.trim()}`;
    })
    .replace(COUNTS_MINUS, (_all, first: string, second: string) => {
      return `how many more incidents ${first.trim()} than ${second.trim()}`;
    })
    .replace(SHARE_OF_PARTS, (_all, part: string, other: string) => {
      return `${part} as a percentage of ${part} and ${other}`;
    })
    .replace(FILTER_THEN_COUNT, (_all, condition: string) => `how many incidents ${condition.trim()}`);
  return { question: joined, corrections };
}
