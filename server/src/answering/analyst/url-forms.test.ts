import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';
import { readUrlForms } from './url-forms';

const read = (question: string) => readUrlForms(question).question;

describe('questions typed as a web request', () => {
  it('decodes an encoded place and writes each parameter as words', () => {
    expect(read('GET /incidents/count?province=North%20West&arrest_made=true')).toBe(
      'how many incidents in North West where an arrest was made',
    );
    expect(read('GET /incidents?province=Western+Cape&crime=murder')).toBe(
      'the incidents in Western Cape about murder',
    );
  });

  it('reads a period, a grouping and a limit, leaving the words around them', () => {
    expect(read('count(*) group_by=year&from=2019&to=2021 -> the three numbers')).toBe(
      'count(*) from 2019 to 2021 by year -> the three numbers',
    );
    expect(read('top crime types by incidents, sort=desc limit=2, names only')).toBe(
      'top crime types by incidents, the top 2, names only',
    );
    expect(read('provinces by incidents sort=asc&limit=3')).toBe('provinces by incidents the bottom 3');
  });

  it('reads a grouping with a limit as the groups with the most, in the sort asked', () => {
    expect(read('group_by=municipality&sort=count:desc&limit=1 - which muni?')).toBe(
      'the municipality with the most - which muni?',
    );
    expect(read('group_by=province&sort=asc&limit=3')).toBe('the 3 provinces with the fewest');
  });

  it('names the fields asked for, so a field no event records is asked of plainly', () => {
    expect(read('GET /cases?fields=arresting_officer.name,arresting_officer.rank for the rape cases')).toBe(
      'the arresting officer name and the arresting officer rank of the incidents for the rape cases',
    );
  });

  it('leaves a formula comparison and a lone unknown parameter alone', () => {
    expect(read('=COUNTIFS(province,"=Limpopo")')).toBe('=COUNTIFS(province,"=Limpopo")');
    expect(read('how many where x=1')).toBe('how many where x=1');
  });
});

describe('answers to a request written as a URL', () => {
  const events = [
    fixtureEvent(1, { date: '2021-03-10', province: 'North West', arrest_made: true }),
    fixtureEvent(2, { date: '2022-03-12', province: 'North West', arrest_made: false }),
    fixtureEvent(3, { date: '2022-05-04', province: 'Gauteng', arrest_made: true }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('counts within the encoded province, not across the notebook', () => {
    const answer = ask('GET /incidents/count?province=North%20West&arrest_made=true');
    expect(answer.result).toMatchObject({ type: 'number', value: 1 });
    expect(answer.text).toContain('"GET /incidents/count?province=North%20West&arrest_made=true" read as');
  });

  it('gives a series by year for a grouped request over a period', () => {
    expect(ask('count(*) group_by=year&from=2021&to=2022').result).toMatchObject({
      type: 'series',
      value: [
        { name: '2021', value: 1 },
        { name: '2022', value: 2 },
      ],
    });
  });

  it('declines a field the events do not record rather than answering something else', () => {
    const answer = ask('GET /cases?fields=arresting_officer.name for the North West cases');
    expect(answer.result).toMatchObject({ type: 'none' });
  });
});
