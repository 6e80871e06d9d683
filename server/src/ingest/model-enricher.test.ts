import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { enrichRelease } from '../extraction/enrich';
import { createChatModel } from '../llm';
import { scriptedModelServer } from '../llm/testing/model-server';
import { ingestCommand } from './command';
import { modelEnricher } from './model-enricher';
import type { IncomingRelease } from './types';

const server = scriptedModelServer();

const release: IncomingRelease = {
  title: 'Two arrested after tavern shooting',
  published_date: '2024-06-11',
  source_url: 'https://fixtures.invalid/model/1',
  text: 'Police in Mamelodi arrested two men on Sunday night after a patron was shot and wounded at a tavern in Mamelodi East.\n\nThey will appear in court on Wednesday for attempted murder.\n\nEnds\n\nEnquiries: Captain C. Fixture',
  supplied: {},
};

const modelSays = {
  date: '2024-06-09',
  location: 'Mamelodi East, Pretoria',
  town: 'Mamelodi',
  province: 'Gauteng',
  crime_committed: 'Attempted murder',
  summary:
    'Two men were arrested for shooting and wounding a patron at a Mamelodi East tavern on 9 June 2024.',
  evidence: { date: 'on Sunday night', location: 'a tavern in  Mamelodi East', crimes: ['attempted murder'] },
};

function enricher(timeLimitMs = 2000) {
  const fallbacks: string[] = [];
  const model = modelEnricher(
    createChatModel({ baseUrl: server.baseUrl, apiKey: 'test-key', model: 'test-model' }, { timeLimitMs }),
    { onFallback: (_url, reason) => fallbacks.push(reason) },
  );
  return { model, fallbacks };
}

const rules = { ...enrichRelease(release) };

describe('enrichment by a model', () => {
  it('asks for the same fields as the rules and keeps a reply whose every field rests on quoted words', async () => {
    server.script.reply = () => `Here you are:\n${JSON.stringify(modelSays)}`;
    const { model, fallbacks } = enricher();
    const event = await model.enrich(release);
    const people = {
      suspects_arrested: rules.suspects_arrested,
      suspect_ages: rules.suspect_ages,
      victims: rules.victims,
      suspects: rules.suspects,
      relationship: rules.relationship,
      arrest_made: rules.arrest_made,
      outcome: rules.outcome,
    };
    const {
      location: _place,
      date: _day,
      crimes: _crimes,
      municipality: _m,
      ...peopleEvidence
    } = rules.evidence;
    expect(event).toEqual({
      ...modelSays,
      ...people,
      municipality: 'City of Tshwane',
      police_station: rules.police_station,
      incident_month: null,
      evidence: { ...modelSays.evidence, ...peopleEvidence },
      title: release.title,
      context: release.text,
      published_date: release.published_date,
      source_url: release.source_url,
    });
    expect(rules.suspects_arrested).toBe(2);
    expect(fallbacks).toEqual([]);
    expect(model.usage).toEqual({ model: 1, fallback: 0 });
    const prompt = server.requests[0]?.prompt;
    expect(prompt).toContain('Published: 2024-06-11');
    expect(prompt).toContain('Title: Two arrested after tavern shooting');
    expect(prompt).toContain('Attempted murder');
    expect(prompt).not.toContain('Enquiries: Captain C. Fixture');
  });

  it.each([
    [
      'a date whose words are not in the release',
      { evidence: { ...modelSays.evidence, date: 'on Saturday' } },
      'date evidence is not in the release',
    ],
    [
      'a place whose words are not in the release',
      { evidence: { ...modelSays.evidence, location: 'Soshanguve' } },
      'location evidence is not in the release',
    ],
    [
      'crimes without evidence',
      { evidence: { date: 'on Sunday night', location: 'Mamelodi East' } },
      'crime evidence is not in the release',
    ],
    ['an incident after its publication', { date: '2024-06-12' }, 'incident dated after publication'],
    ['a day that does not exist', { date: '2024-06-31' }, 'no such day 2024-06-31'],
    [
      'a province that is not one',
      { province: 'Pretoria' },
      expect.stringContaining('reply does not fit the schema'),
    ],
    [
      'a crime outside the taxonomy',
      { crime_committed: 'Shooting' },
      expect.stringContaining('reply does not fit the schema'),
    ],
  ])('falls back to the rules for %s', async (_case, change, reason) => {
    server.script.reply = () => JSON.stringify({ ...modelSays, ...change });
    const { model, fallbacks } = enricher();
    expect(await model.enrich(release)).toEqual(rules);
    expect(fallbacks).toEqual([reason]);
    expect(model.usage).toEqual({ model: 0, fallback: 1 });
  });

  it('falls back to the rules when the reply is not JSON, the server fails or the time limit passes', async () => {
    const { model, fallbacks } = enricher(150);
    server.script.reply = () => 'I cannot help with that.';
    expect(await model.enrich(release)).toEqual(rules);
    server.script.status = 500;
    expect(await model.enrich(release)).toEqual(rules);
    server.script.status = 200;
    // The reply would take 5 s; falling back at the 150 ms limit comes well before it, even on a busy machine.
    server.script.delayMs = 5000;
    const started = Date.now();
    expect(await model.enrich(release)).toEqual(rules);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(fallbacks).toEqual([
      'reply is not JSON',
      expect.stringMatching(/^model call failed: 500/),
      expect.stringMatching(/^model call failed: /),
    ]);
  });

  it('lets fields the source supplied win over the model, and skips the model when all are supplied', async () => {
    server.script.reply = () => JSON.stringify(modelSays);
    const { model } = enricher();
    const event = await model.enrich({ ...release, supplied: { location: 'Soshanguve', summary: 'Given.' } });
    expect(event).toMatchObject({
      location: 'Soshanguve',
      province: 'Gauteng',
      summary: 'Given.',
      date: '2024-06-09',
    });
    expect(event.evidence).toMatchObject({ date: 'on Sunday night', crimes: ['attempted murder'] });
    expect(event.evidence.location).toBeUndefined();
    const all = {
      date: '2024-06-09',
      location: 'Mamelodi',
      crime_committed: 'Attempted murder',
      summary: 'Given.',
    };
    await model.enrich({ ...release, supplied: all });
    expect(server.requests).toHaveLength(1);
  });

  it('is used by the ingest command when LLM_BASE_URL and LLM_MODEL are set', async () => {
    server.script.reply = () => JSON.stringify(modelSays);
    const folder = mkdtempSync(join(tmpdir(), 'ingest-model-'));
    const file = join(folder, 'one.jsonl');
    const { text, ...fields } = release;
    writeFileSync(file, `${JSON.stringify({ ...fields, context: text })}\n`);
    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (chunk) => {
      out += chunk;
    });
    let err = '';
    const stderr = { write: (t: string) => (err += t) };
    const env = {
      DATA_DIR: folder,
      JWT_SECRET: 'x'.repeat(32),
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'test-model',
    };
    expect(await ingestCommand(['--dry-run', file], { stdout, stderr }, { env })).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      location: 'Mamelodi East, Pretoria',
      summary: modelSays.summary,
    });
    expect(err).toContain('Enriching with the model test-model');
    expect(err).toContain('The model enriched 1; the rules stood in for 0.');
    rmSync(folder, { recursive: true, force: true });
  });
});
