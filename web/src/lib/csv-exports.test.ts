import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { keywordsToCsv } from '../features/notebooks/components/KeywordsTab';
import { answerToCsv } from '../features/questions/answer';
import { makeEvent } from '../features/search/test/events';
import { eventsToCsv } from './csv';

/**
 * Every CSV the app writes, each with hostile text in every text cell. Search selections, notebook
 * events and an answer's related events all go through eventsToCsv.
 */
const hostile = [
  '=HYPERLINK("http://x")\nsecond line',
  '+1+1\r\nx',
  '-2+3\nx',
  '@SUM(A1)\nx',
  ' \n=1+1',
  '\u200b=1+1',
  '\ufeff\u200d@SUM(A1)',
  '\uff1dHYPERLINK("http://x")',
];

/** Every cell in double quotes: a file opened with another separator (`;`) cannot split a cell. */
const QUOTED_CELLS = /^("([^"]|"")*"(,|\r\n|$))*$/;

const rows = (csv: string) => Papa.parse<string[]>(csv).data.slice(1);

describe('every CSV export', () => {
  it('escapes formula-like event cells, multi-line text included', () => {
    for (const text of hostile) {
      const csv = eventsToCsv([
        makeEvent(1, {
          title: text,
          date: text,
          location: text,
          crime_committed: text,
          summary: text,
          context: text,
          published_date: text,
          source_url: text,
          province: text,
          municipality: text,
          police_station: text,
        }),
      ]);
      // The counts and the event id are numbers, which no spreadsheet reads as a formula; the people
      // fields the release does not state are empty.
      expect(rows(csv)).toEqual([
        [...Array(11).fill(`'${text}`), '2', '1', '', '', '', '', '', '2', '', '1'],
      ]);
    }
  });

  it('quotes every cell of every export, headers and numbers included', () => {
    const csvs = [
      eventsToCsv([makeEvent(1, { summary: 'a;=3+3', suspects_arrested: 2 })]),
      keywordsToCsv([{ keywords: ';=3+3', num_events: 35 }]),
      answerToCsv({ question: 'q', answer: 'a', created_at: '2025-03-04T10:00:00.000Z' }, [3]),
    ];
    for (const csv of csvs) expect(csv).toMatch(QUOTED_CELLS);
    expect(keywordsToCsv([{ keywords: ';=3+3', num_events: 35 }])).toBe(
      '"Keywords","Instances"\r\n";=3+3","35"',
    );
  });

  it('escapes formula-like keyword cells', () => {
    for (const text of hostile) {
      expect(rows(keywordsToCsv([{ keywords: text, num_events: 2 }]))).toEqual([[`'${text}`, '2']]);
    }
  });

  it('escapes formula-like question and answer cells', () => {
    const csv = answerToCsv(
      {
        question: '-1+2\nand more',
        answer: 'Read as: =SUM(A1)\n=1+1\n* one',
        created_at: '2025-03-04T10:00:00.000Z',
      },
      [7],
    );
    expect(rows(csv)).toEqual([["'-1+2\nand more", "'=1+1\n• one", '04-03-2025', "'=SUM(A1)", '7']]);
  });
});
