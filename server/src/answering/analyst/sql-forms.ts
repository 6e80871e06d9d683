/**
 * Questions typed as SQL by analysts who query data that way: `SELECT COUNT(*) FROM events WHERE
 * 'murder' = ANY(crimes) AND event_date BETWEEN '2019-01-01' AND '2021-12-31'`, `SELECT SUM(...) ...
 * GROUP BY province ORDER BY 1 DESC LIMIT 1`, a share written as `100.0 * AVG(CASE WHEN ... THEN 1 ELSE
 * 0 END)`. The query is written back as words before any reader runs and said back in `Read as`.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../corpus/calendar';
import {
  columnOf,
  conditionOf,
  DATE_COLUMN,
  measureOf,
  nounOf,
  pluralOf,
  unquoted,
  weekdaysNamed,
} from './column-words';
import type { Correction } from './corrections';
import { joinOr } from './format';

/**
 * A query, its FROM left out or even its SELECT when it opens with an aggregate ("count(distinct
 * police_station) where police_station is not null"), as analysts type them into a search box.
 */
const QUERY =
  /(?:\bSELECT\s+([\s\S]+?)|(?<![\w.])((?:COUNT|SUM|AVG|MIN|MAX)\s*\([^()]*\)))(?:\s+FROM\s+([\w.]+))?(?:\s+WHERE\s+([\s\S]+?))?(?:\s+GROUP\s+BY\s+([\w.]+(?:\s*\([^()]*\))?))?(?:\s+ORDER\s+BY\s+[\s\S]+?\s+(DESC|ASC))?(?:\s+LIMIT\s+(\d+))?\s*(?:;|$|--)(?:\s*--[^\n]*)?/i;

const valuesIn = (list: string) =>
  list
    .split(',')
    .map((v) => unquoted(v))
    .filter(Boolean);

/** One condition of a WHERE clause (or a CASE WHEN), in words; null when it is not understood. */
function sqlCondition(condition: string): string | null {
  const trimmed = condition.trim();
  const c = /^\([^()]*\)$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  let m = /^'([^']+)'\s*=\s*ANY\s*\(\s*([\w.]+)\s*\)$/i.exec(c);
  if (m) return conditionOf(m[2] ?? '', m[1] ?? '');
  m = /^([\w.]+)\s*@>\s*ARRAY\s*\[\s*'([^']+)'\s*\]$/i.exec(c);
  if (m) return conditionOf(m[1] ?? '', m[2] ?? '');
  m = /^([\w.]+)\s+I?LIKE\s+'%?([^'%]+)%?'$/i.exec(c);
  if (m) return conditionOf(m[1] ?? '', m[2] ?? '');
  m = /^EXTRACT\s*\(\s*(DOW|ISODOW|YEAR|MONTH)\s+FROM\s+[\w.]+\s*\)\s*(?:IN\s*\(([^)]*)\)|=\s*(\d+))$/i.exec(
    c,
  );
  if (m) {
    const part = (m[1] ?? '').toUpperCase();
    const values = m[2] !== undefined ? valuesIn(m[2]) : [m[3] ?? ''];
    if (part === 'YEAR') return `in ${values.join(' or ')}`;
    if (part === 'MONTH') return `in ${joinOr(values.map((v) => MONTH_NAMES[Number(v) - 1] ?? v))}`;
    // Postgres numbers the days from Sunday, 0 to 6 (ISODOW from Monday, 1 to 7).
    const days = values.map((v) => {
      const day = WEEKDAY_NAMES[part === 'ISODOW' ? Number(v) % 7 : Number(v)];
      return day ? `${day}s` : v;
    });
    return `on ${joinOr(days)}`;
  }
  m = /^to_char\s*\(\s*[\w.]+\s*,\s*'[^']*'\s*\)\s*=\s*'(\w+)'$/i.exec(c);
  if (m) return `on ${weekdaysNamed(m[1] ?? '')}`;
  m = /^([\w.]+)\s+BETWEEN\s+'?([^'\s]+)'?\s+AND\s+'?([^'\s]+)'?$/i.exec(c);
  if (m && DATE_COLUMN.test(columnOf(m[1] ?? ''))) return `from ${m[2]} to ${m[3]}`;
  m = /^([\w.]+)\s+IN\s*\(([^)]*)\)$/i.exec(c);
  if (m) {
    const values = valuesIn(m[2] ?? '');
    return conditionOf(m[1] ?? '', joinOr(values));
  }
  m = /^([\w.]+)\s+IS\s+NOT\s+NULL$/i.exec(c);
  if (m) return '';
  m = /^([\w.]+)\s+IS\s+NULL$/i.exec(c);
  if (m)
    return DATE_COLUMN.test(columnOf(m[1] ?? '')) ? 'with no incident date' : `with no ${nounOf(m[1] ?? '')}`;
  m = /^([\w.]+)\s*(>=|<=|<>|!=|>|<|=)\s*(.+)$/.exec(c);
  if (m) return conditionOf(m[1] ?? '', `${m[2] === '!=' ? '<>' : m[2]}${unquoted(m[3] ?? '')}`);
  return null;
}

/** A grouping written as a function of the date ("dayname(event_date)", "extract(month from date)"): its unit. */
function groupingOf(groupBy: string): string {
  const call = /^(\w+)\s*\(\s*(?:(\w+)\s+from\s+)?[\w.]+(?:\s*,\s*'([^']*)')?\s*\)$/i.exec(groupBy.trim());
  if (!call) return nounOf(groupBy);
  const part = `${call[1]} ${call[2] ?? ''} ${call[3] ?? ''}`.toLowerCase();
  if (/\b(?:dayname|dow|isodow|weekday|day)\b/.test(part)) return 'weekday';
  if (/\b(?:monthname|month|mon)\b/.test(part)) return 'month';
  if (/\b(?:year|yyyy)\b/.test(part)) return 'year';
  return nounOf(groupBy);
}

/** The conditions of a WHERE clause, split at the ANDs that are not a BETWEEN's. */
function whereInWords(where: string): string | null {
  const parts = where.split(/\s+AND\s+/i);
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    // "event_date BETWEEN '2019-01-01'" and "'2021-12-31'": a split BETWEEN put back together.
    const whole = /\bBETWEEN\s+\S+$/i.test(part) && i + 1 < parts.length ? `${part} AND ${parts[++i]}` : part;
    const words = sqlCondition(whole);
    if (words === null) return null;
    if (words !== '') joined.push(words);
  }
  return joined.join(' and ');
}

/** "100.0 * AVG(CASE WHEN cond THEN 1 ELSE 0 END)", "100 * SUM(CASE WHEN cond THEN 1 ...) / COUNT(*)". */
const SHARE_OF_CASE =
  /^(?:ROUND\s*\(\s*)?100(?:\.0+)?\s*\*\s*(?:AVG|SUM)\s*\(\s*CASE\s+WHEN\s+([\s\S]+?)\s+THEN\s+1\s+ELSE\s+0\s+END\s*\)(?:\s*\/\s*COUNT\s*\(\s*\*\s*\))?\s*(?:,\s*\d+\s*)?\)?(?:\s+AS\s+\w+)?$/i;

/**
 * "AVG(age) FROM suspects": a column of people's table is theirs, as "suspect_age" says it; "ROUND(x,
 * 1)" only says how to show x, which the answer does to one decimal already.
 */
function withTable(select: string, table: string | undefined): string {
  const unrounded = select.trim().replace(/^ROUND\s*\(\s*([\s\S]+?)\s*,\s*\d\s*\)(\s+AS\s+\w+)?$/i, '$1');
  const people = /^(suspects?|victims?)$/i.exec(table ?? '')?.[1];
  if (!people) return unrounded;
  return unrounded.replace(/\(\s*(age|ages)\s*\)/i, `(${people.toLowerCase().replace(/s$/, '')}_age)`);
}

/** What the SELECT list asks for, in words; null when it is not understood. */
function selectInWords(
  select: string,
  where: string,
  groupBy: string | undefined,
  order: string | undefined,
) {
  const expression = select.trim();
  const share = SHARE_OF_CASE.exec(expression);
  if (share) {
    const condition = sqlCondition(share[1] ?? '');
    if (condition === null) return null;
    const base = where === '' ? 'of all the incidents' : `of the incidents ${where}`;
    return `${base}, what percentage were incidents ${condition}`;
  }
  const distinct = /^COUNT\s*\(\s*DISTINCT\s+([\w.]+)\s*\)(?:\s+AS\s+\w+)?$/i.exec(expression);
  if (distinct) return `how many different ${pluralOf(nounOf(distinct[1] ?? ''))} ${where}`.trim();
  const call = /^(?:([\w.]+)\s*,\s*)?(COUNT|SUM|AVG|MIN|MAX)\s*\(\s*([\w.*]+)\s*\)(?:\s+AS\s+\w+)?$/i.exec(
    expression,
  );
  if (!call) return null;
  const [fn, column] = [(call[2] ?? '').toUpperCase(), call[3] ?? ''];
  const measure = fn === 'COUNT' ? 'incidents' : measureOf(column);
  // "GROUP BY 1": the first column selected.
  const grouping = groupBy && /^1$/.test(groupBy.trim()) ? call[1] : groupBy;
  if (grouping) {
    const most = (order ?? 'DESC').toUpperCase() === 'DESC' ? 'most' : 'fewest';
    return `which ${groupingOf(grouping)} has the ${most} ${measure} ${where}`.trim();
  }
  if (fn === 'COUNT') return `how many incidents ${where}`.trim();
  if (fn === 'SUM') return `the total number of ${measure} ${where}`.trim();
  if (fn === 'AVG') return `the average ${measure} ${where}`.trim();
  const latest = fn === 'MAX';
  if (DATE_COLUMN.test(columnOf(column)))
    return `the ${latest ? 'latest' : 'earliest'} incident date ${where}`.trim();
  return `the ${latest ? 'most' : 'fewest'} ${measure} in one incident ${where}`.trim();
}

/** The question with an SQL query in it written as words, and the query said back. */
/** `(crimes="murder" OR crimes="attempted murder")`: equalities on one column joined by OR. */
const OR_OF_EQUALS = /\(\s*([\w.]+)\s*=\s*(["'][^"']+["'])((?:\s+OR\s+[\w.]+\s*=\s*["'][^"']+["'])+)\s*\)/gi;

/** The OR group written as the IN list it means, when every equality is on the same column. */
function orAsIn(question: string): string {
  return question.replace(OR_OF_EQUALS, (whole, column: string, first: string, more: string) => {
    const others = [...more.matchAll(/\bOR\s+([\w.]+)\s*=\s*(["'][^"']+["'])/gi)];
    if (others.some((m) => (m[1] ?? '').toLowerCase() !== column.toLowerCase())) return whole;
    return `${column} IN (${[first, ...others.map((m) => m[2] ?? '')].join(', ')})`;
  });
}

export function readSqlForms(asked: string): { question: string; corrections: Correction[] } {
  const question = orAsIn(asked);
  const query = QUERY.exec(question);
  if (!query) return { question, corrections: [] };
  const [, selected, bare, table, condition, groupBy, order] = query;
  const where = condition === undefined ? '' : whereInWords(condition);
  if (where === null) return { question, corrections: [] };
  const words = selectInWords(withTable(selected ?? bare ?? '', table), where, groupBy, order);
  if (words === null) return { question, corrections: [] };
  const written = query[0].trim();
  const rest = question.slice(0, query.index) + question.slice(query.index + query[0].length);
  return {
    question: `${words}?${rest.trim() === '' ? '' : ` ${rest.trim()}`}`,
    corrections: [{ from: written.replace(/\s*--[^\n]*$/, '').replace(/;$/, ''), to: words }],
  };
}
