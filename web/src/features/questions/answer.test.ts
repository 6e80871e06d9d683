import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  answerBlocks,
  answerCsvFileName,
  answerParts,
  answerPngFileName,
  answerToCsv,
  engineLabel,
  plainAnswer,
  relatedEventsFileName,
} from './answer';

describe('answer text', () => {
  it('drops bold markers and turns runs of "* " lines into lists', () => {
    const text =
      '**3 robberies** were reported.\n\n* **Durban**: 2\n* Soweto: 1\nMost were at night.\n  * late';
    expect(answerBlocks(text)).toEqual([
      { kind: 'paragraph', text: '3 robberies were reported.' },
      { kind: 'list', items: ['Durban: 2', 'Soweto: 1'] },
      { kind: 'paragraph', text: 'Most were at night.' },
      { kind: 'list', items: ['late'] },
    ]);
  });

  it('sets the first "Read as:" line apart as how the question was read, and only the first', () => {
    expect(answerBlocks('Read as: the number of events about murder.\n3 events.\nRead as: quoted')).toEqual([
      { kind: 'reading', text: 'the number of events about murder.' },
      { kind: 'paragraph', text: '3 events.' },
      { kind: 'paragraph', text: 'Read as: quoted' },
    ]);
  });

  it('keeps a lone asterisk that is not a bullet', () => {
    expect(answerBlocks('5 * 3 = 15\n*not a bullet')).toEqual([
      { kind: 'paragraph', text: '5 * 3 = 15' },
      { kind: 'paragraph', text: '*not a bullet' },
    ]);
  });

  it('reads as plain text with bullet characters', () => {
    expect(plainAnswer('**Two** events:\n* one\n* two')).toBe('Two events:\n• one\n• two');
  });

  it('names the engine that answered', () => {
    expect(engineLabel('analyst')).toBe('Answered by the built-in analyst');
    expect(engineLabel('model:llama-3.1-8b')).toBe('Answered by model llama-3.1-8b');
  });
});

describe('answer exports', () => {
  it('writes Question, Answer and a dd-MM-yyyy Date, then Read as and the event ids, escaping formula-like cells', () => {
    const csv = answerToCsv(
      {
        question: '=HYPERLINK("x")',
        answer: 'Read as: events with a robbery.\n**Two** events [#9, #4]:\n* one',
        created_at: '2025-03-04T10:00:00.000Z',
      },
      [9, 4, 9],
    );
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Question', 'Answer', 'Date', 'Read as', 'Event IDs'],
      ['\'=HYPERLINK("x")', 'Two events [#9, #4]:\n• one', '04-03-2025', 'events with a robbery.', '4, 9'],
    ]);
    // An answer with no reading line leaves that cell empty.
    const [, row] = Papa.parse<string[]>(
      answerToCsv({ question: 'Q', answer: 'No events.', created_at: '2025-03-04T10:00:00.000Z' }, []),
    ).data;
    expect(row).toEqual(['Q', 'No events.', '04-03-2025', '', '']);
  });

  it('names files after the question (and the notebook), without characters file systems refuse', () => {
    expect(answerPngFileName('How many robberies are there?')).toBe(
      'answer-How many robberies are there.png',
    );
    expect(answerCsvFileName('Where: Durban or Soweto?', 'Robbery watch')).toBe(
      'answer-Where- Durban or Soweto - Robbery watch.csv',
    );
    expect(relatedEventsFileName('What\nhappened  in "March"?')).toBe(
      'related-events-What happened in -March.csv',
    );
    expect(answerPngFileName('x'.repeat(300))).toBe(`answer-${'x'.repeat(100)}.png`);
  });
});

describe('citations in answer text', () => {
  it('finds each citation, with one id or several, between the words around it', () => {
    expect(answerParts('3 robberies [#4160] and [#1] [#2]; see also [#7, #8].')).toEqual([
      { kind: 'text', text: '3 robberies ' },
      { kind: 'citation', ids: [4160] },
      { kind: 'text', text: ' and ' },
      { kind: 'citation', ids: [1] },
      { kind: 'text', text: ' ' },
      { kind: 'citation', ids: [2] },
      { kind: 'text', text: '; see also ' },
      { kind: 'citation', ids: [7, 8] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without a well-formed citation as it is', () => {
    for (const text of ['No events.', 'Case [#] closed', '[4160]', 'ref [#12a]', '# 5', '[#1,]']) {
      expect(answerParts(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('reads an id in a bracket without its own hash, and keeps impossible ids as text', () => {
    expect(answerParts('[#3,4]')).toEqual([{ kind: 'citation', ids: [3, 4] }]);
    expect(answerParts('[#0] [#99999999999]')).toEqual([{ kind: 'text', text: '[#0] [#99999999999]' }]);
  });
});
