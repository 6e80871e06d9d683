import { escapeFormula } from '@workbench/contract/csv';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../features/search/test/events';
import { NOTHING_ABOUT_PEOPLE } from '../test-events';
import { downloadCsv, eventsCsvFileName, eventsToCsv } from './csv';

afterEach(() => vi.restoreAllMocks());

describe('events CSV', () => {
  it('has the spec headers and fields in order, with multi-line text kept in one cell', () => {
    const csv = eventsToCsv([
      makeEvent(1, { crime_committed: null, date: null, summary: 'He said "stop", then ran.' }),
    ]);
    const [header, row, ...rest] = Papa.parse<string[]>(csv).data;
    expect(header?.slice(0, 8)).toEqual([
      'Title',
      'Event Date',
      'Location',
      'Crime/s',
      'AI Event Summary',
      'SAPS Context',
      'Publication Date',
      'Source URL',
    ]);
    expect(row?.slice(0, 8)).toEqual([
      'Suspects arrested after vehicle hijacked in Soweto (1)',
      '',
      'Soweto, Johannesburg',
      '',
      'He said "stop", then ran.',
      makeEvent(1).context,
      '2024-03-11',
      'https://demo.invalid/press-releases/1',
    ]);
    expect(rest).toEqual([]);
  });

  it('adds province, municipality, police station and the people of the case after the spec columns', () => {
    const csv = eventsToCsv([
      makeEvent(1, {
        police_station: 'Kokstad',
        suspects_arrested: 2,
        victims: { count: 3, female: 2, male: 1, ages: [] },
        victims_killed: 1,
        victims_injured: 2,
        victims_children: 0,
        victims_police: 1,
        suspects_female: 0,
        suspects_male: 2,
        relationship: 'stranger',
      }),
      makeEvent(2, {
        ...NOTHING_ABOUT_PEOPLE,
        province: null,
      }),
      makeEvent(3, { suspects_arrested: 0, victims: { count: 0, female: null, male: null, ages: [] } }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Title","Event Date","Location","Crime/s","AI Event Summary","SAPS Context","Publication Date",' +
        '"Source URL","Province","Municipality","Police station","Suspects arrested","Victims","Victims killed","Victims injured",' +
        '"Victims under 18","Police officers among victims","Suspects female","Suspects male","Relationship","Event ID"',
    );
    const extras = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map((row) => row.slice(8));
    expect(extras).toEqual([
      ['Gauteng', 'City of Johannesburg', 'Kokstad', '2', '3', '1', '2', '0', '1', '0', '2', 'stranger', '1'],
      ['', '', '', '', '', '', '', '', '', '', '', '', '2'],
      ['Gauteng', 'City of Johannesburg', '', '0', '0', '', '', '', '', '', '2', '', '3'],
    ]);
  });

  it('keeps text that looks like a spreadsheet formula from running', () => {
    const csv = eventsToCsv([makeEvent(1, { title: '=HYPERLINK("http://x")' })]);
    expect(Papa.parse<string[]>(csv).data[1]?.[0]).toBe('\'=HYPERLINK("http://x")');
  });
});

describe('escapeFormula', () => {
  it.each([
    '=1+1',
    '+27 11 000 0000',
    '-R500',
    '@SUM(A1:A2)',
    '\tleading tab',
    '\rleading carriage return',
    '=1+1\nsecond line',
    '  =1+1',
    '\n\n-spaced out\nlist',
    '\u00a0@name',
    '\u200b=1+1',
    '\u200c\u200d+1',
    '\ufeff-1',
    '\u2060@name',
    '\u200e\u202e=1',
    '\u00ad=1',
    '\u3000=1',
    '\u200b\tafter a zero-width space',
    '\uff1d1+1',
    '\uff0b1',
    '\uff0d1',
    '\uff20name',
    '\u200b\uff1dSUM(A1)',
    '\ufe66SUM(A1)',
  ])('marks %j as text', (cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`);
  });

  it.each([
    'Soweto',
    'a = b',
    '',
    '   ',
    'line one\n=not first',
    "'already text",
    '2024-03-10',
    '\u200bSoweto',
    ';=3+3',
  ])('leaves %j as it is', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
  });

  it('leaves numbers as numbers', () => {
    expect(escapeFormula(-5)).toBe(-5);
  });
});

describe('eventsCsvFileName', () => {
  it('spans the earliest to the latest date, using the publication date when the event date is unknown', () => {
    const events = [
      makeEvent(1, { date: '2024-03-10' }),
      makeEvent(2, { date: null, published_date: '2023-12-01' }),
      makeEvent(3, { date: '2024-11-30' }),
    ];
    expect(eventsCsvFileName('hijack, murder', events)).toBe(
      'SAPS, hijack, murder, 01-12-2023 - 30-11-2024.csv',
    );
  });

  it('says when there is no date range', () => {
    expect(eventsCsvFileName('robbery', [makeEvent(1, { date: null, published_date: 'unknown' })])).toBe(
      'SAPS, robbery, No date range available.csv',
    );
    expect(eventsCsvFileName('robbery', [])).toBe('SAPS, robbery, No date range available.csv');
  });

  it('keeps characters that file systems refuse out of the label', () => {
    expect(eventsCsvFileName('a/b:c', [makeEvent(1)])).toBe('SAPS, a-b-c, 10-03-2024 - 10-03-2024.csv');
  });
});

describe('downloadCsv', () => {
  it('downloads the text under the given name', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadCsv('SAPS, x, No date range available.csv', 'Title\r\nA');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('SAPS, x, No date range available.csv');
    expect(clicked[0]?.href).toBe('blob:csv');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      // jsdom's Blob has no text(), and readAsText would drop the BOM we want to see.
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob as Blob);
    });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFTitle\r\nA');
  });
});
