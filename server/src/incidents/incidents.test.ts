import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../events';
import { enrichRelease } from '../extraction/enrich';
import { databaseSink } from '../ingest/sinks';
import { createTestApp, type TestApp } from '../testing/app';
import { callApi, signedInUser } from '../testing/users';
import { relinkCorpus } from './relink';

let t: TestApp;
let reader: { headers: { authorization: string } };

/** One case told three times (the killing, the arrest, the sentence), a copy, and another case nearby. */
const RELEASES = [
  {
    source_url: 'https://saps.example.invalid/1',
    published_date: '2023-03-13',
    title: 'Police hunt gunmen after tavern owner shot dead in Mdantsane',
    text: 'Police in Mdantsane are searching for two gunmen who shot and killed Lwando Mbeki (41), the owner of a tavern in NU 12, on Sunday 12 March 2023 at about 22:00. Mbeki was closing the tavern when the men walked in and opened fire. Anyone with information is asked to call Crime Stop on 08600 10111. Ends',
  },
  {
    source_url: 'https://saps.example.invalid/2',
    published_date: '2023-03-29',
    title: 'Suspect arrested for Mdantsane tavern murder',
    text: 'A 29-year-old man was arrested in Mdantsane on Tuesday in connection with the murder of tavern owner Lwando Mbeki (41), who was shot dead in NU 12 on 12 March 2023. The suspect will appear in the Mdantsane Magistrate Court on Thursday on a charge of murder. Ends',
  },
  {
    source_url: 'https://news.example.invalid/mdantsane-arrest',
    published_date: '2023-03-30',
    title: 'Man held over killing of Mdantsane tavern owner',
    text: 'According to police, a 29-year-old man was arrested in Mdantsane on Tuesday in connection with the murder of tavern owner Lwando Mbeki (41), who was shot dead in NU 12 on 12 March 2023. The suspect will appear in the Mdantsane Magistrate Court on Thursday on a charge of murder.',
  },
  {
    source_url: 'https://npa.example.invalid/3',
    published_date: '2024-11-20',
    title: 'Life sentence for Mdantsane tavern killer',
    text: 'The East London Regional Court on Tuesday, 19 November 2024, sentenced a 30-year-old man to life imprisonment for the murder of tavern owner Lwando Mbeki (41), who was shot dead at his tavern in NU 12, Mdantsane, on 12 March 2023. Ends',
  },
  {
    source_url: 'https://saps.example.invalid/4',
    published_date: '2023-03-27',
    title: 'Woman stabbed to death in Mdantsane',
    text: 'Police in Mdantsane have opened a murder case after Nokuthula Dyantyi (56) was stabbed to death at her home in NU 5 on Saturday 25 March 2023. No one has been arrested yet. Ends',
  },
];

const idOf = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const sink = databaseSink(t.database.db);
  for (const release of RELEASES) {
    const event = enrichRelease(release);
    await sink.save([{ event, contentHash: contentHash(event) }]);
  }
  reader = await signedInUser(t.app, 'incidents@example.org');
  const found = await callApi(
    t.app,
    'GET',
    '/documents/?keywords=Mdantsane&page_size=50&include_copies=true',
    reader,
  );
  for (const doc of found.json().documents) idOf.set(doc.source_url, doc.id);
});
afterAll(() => t.close());

const documentOf = async (url: string) =>
  (await callApi(t.app, 'GET', `/documents/${idOf.get(url)}`, reader)).json();

describe('incidents', () => {
  it('links the releases of one case as ingest stores them, and leaves another case alone', async () => {
    const [report, arrest, copy, sentence, other] = await Promise.all(
      RELEASES.map((r) => documentOf(r.source_url)),
    );
    expect(report.incident_id).not.toBeNull();
    expect([arrest.incident_id, copy.incident_id, sentence.incident_id]).toEqual([
      report.incident_id,
      report.incident_id,
      report.incident_id,
    ]);
    expect(other.incident_id).toBeNull();
    expect(copy.duplicate_of).toBe(arrest.id);
    expect([report.step, arrest.step, sentence.step, other.step]).toEqual([
      'reported',
      'arrest',
      'sentenced',
      'reported',
    ]);
  });

  it("groups a search by incident, and counts a notebook's releases and incidents apart", async () => {
    const grouped = await callApi(t.app, 'GET', '/documents/?keywords=Mdantsane&group=incident', reader);
    expect(grouped.json().total_results).toBe(2);
    const sizes = grouped
      .json()
      .documents.map((doc: { source_url: string; incident_size: number }) => [
        doc.source_url,
        doc.incident_size,
      ]);
    // The case stands as its sentence, the newest of its releases; the other case alone.
    expect(new Map(sizes)).toEqual(
      new Map([
        [RELEASES[3]?.source_url, 4],
        [RELEASES[4]?.source_url, 1],
      ]),
    );
    const notebook = await callApi(t.app, 'POST', '/notebooks/create', reader, { title: 'Mdantsane' });
    const ids = RELEASES.map((r) => ({ id: idOf.get(r.source_url) }));
    await callApi(t.app, 'POST', '/notebooks/events/add', reader, {
      notebook_id: notebook.json().id,
      events: ids,
    });
    const stored = await callApi(t.app, 'GET', `/notebooks/${notebook.json().id}`, reader);
    expect(stored.json()).toMatchObject({ num_events: 5, num_incidents: 2 });
    const ask = async (notebookId: number, question: string) => {
      const asked = await callApi(
        t.app,
        'GET',
        `/notebooks/ask-events/?notebook_id=${notebookId}&question=${encodeURIComponent(question)}`,
        reader,
      );
      expect(asked.statusCode, asked.body).toBe(200);
      return asked.json();
    };
    // A crime is counted by incident; releases when the ask is about releases.
    const murders = await ask(notebook.json().id, 'How many murders are there?');
    expect(murders.result).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(murders.answer).toContain('Counted by incident: 5 releases');
    const releases = await ask(notebook.json().id, 'How many releases about murder are there?');
    expect(releases.result).toMatchObject({ type: 'number', value: 5 });
    expect(releases.answer).toContain('so they tell 2 incidents');
    // How far a case got is read from all its releases in the corpus, the notebook holding them or not.
    const firstReport = await callApi(t.app, 'POST', '/notebooks/create', reader, { title: 'First report' });
    await callApi(t.app, 'POST', '/notebooks/events/add', reader, {
      notebook_id: firstReport.json().id,
      events: [RELEASES[0], RELEASES[4]].map((r) => ({ id: idOf.get(r?.source_url ?? '') })),
    });
    const sentenced = await ask(firstReport.json().id, 'How many of the murders led to a sentence?');
    expect(sentenced.result).toMatchObject({ type: 'number', value: 1, complete: true });
    // From the arrest release (29 March 2023) to the sentence release (20 November 2024).
    const took = await ask(firstReport.json().id, 'How long from arrest to sentence, on average?');
    expect(took.result).toMatchObject({ type: 'number', value: 602, complete: true });
  });

  it('returns an incident oldest first, each release with its step and why it is linked', async () => {
    const report = await documentOf(RELEASES[0]?.source_url ?? '');
    const res = await callApi(t.app, 'GET', `/incidents/${report.incident_id}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.id).toBe(report.incident_id);
    expect(body.events.map((e: { published_date: string }) => e.published_date)).toEqual([
      '2023-03-13',
      '2023-03-29',
      '2023-03-30',
      '2024-11-20',
    ]);
    const sentence = body.events[3];
    expect(sentence.step).toBe('sentenced');
    expect(sentence.link_score).toBeGreaterThan(0);
    expect(sentence.link_reasons.join('; ')).toMatch(/names the incident date|same names/);
  });

  it('links the corpus again to the same incidents, however often it runs', async () => {
    const before = await Promise.all(RELEASES.map((r) => documentOf(r.source_url)));
    const first = await relinkCorpus(t.database.db);
    const second = await relinkCorpus(t.database.db);
    expect(first).toEqual(second);
    expect(first.incidents).toBe(1);
    const after = await Promise.all(RELEASES.map((r) => documentOf(r.source_url)));
    const sameGrouping = (docs: { incident_id: number | null }[]) =>
      docs.map((d) =>
        d.incident_id === null ? null : docs.findIndex((o) => o.incident_id === d.incident_id),
      );
    expect(sameGrouping(after)).toEqual(sameGrouping(before));
  });

  it('answers 404 for an incident that does not exist, 422 for a bad id and 401 without a sign-in', async () => {
    const missing = await callApi(t.app, 'GET', '/incidents/999999', reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Incident not found', code: 'not_found' });
    const bad = await callApi(t.app, 'GET', '/incidents/abc', reader);
    expect(bad.statusCode).toBe(422);
    expect(typeof bad.json().detail).toBe('string');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/incidents/1' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('incidents linked in one batch and after an edit', () => {
  it('links a case stored in one batch without two releases linking to each other', async () => {
    const app = await createTestApp();
    try {
      const sink = databaseSink(app.database.db);
      await sink.save(
        RELEASES.slice(0, 4).map((release) => {
          const event = enrichRelease({ ...release, source_url: `${release.source_url}/batch` });
          return { event, contentHash: contentHash(event) };
        }),
      );
      const user = await signedInUser(app.app, 'batch@example.org');
      const found = (
        await callApi(app.app, 'GET', '/documents/?keywords=Mdantsane&page_size=50&include_copies=true', user)
      ).json();
      const incidentIds = new Set(found.documents.map((d: { incident_id: number | null }) => d.incident_id));
      expect([...incidentIds]).toHaveLength(1);
      const incident = (await callApi(app.app, 'GET', `/incidents/${[...incidentIds][0]}`, user)).json();
      const roots = incident.events.filter((e: { linked_to: number | null }) => e.linked_to === null);
      expect(roots).toHaveLength(1);
      const linkedTo = new Map(
        incident.events.map((e: { id: number; linked_to: number | null }) => [e.id, e.linked_to]),
      );
      for (const [id, to] of linkedTo) if (to !== null) expect(linkedTo.get(to)).not.toBe(id);
    } finally {
      await app.close();
    }
  });

  it('takes an edited release out of its incident and clears the links to it', async () => {
    const app = await createTestApp();
    try {
      const sink = databaseSink(app.database.db);
      for (const release of RELEASES.slice(0, 2)) {
        const event = enrichRelease(release);
        await sink.save([{ event, contentHash: contentHash(event) }]);
      }
      const user = await signedInUser(app.app, 'edit@example.org');
      const before = (
        await callApi(app.app, 'GET', '/documents/?keywords=Mdantsane&page_size=50&include_copies=true', user)
      ).json();
      expect(before.documents.every((d: { incident_id: number | null }) => d.incident_id !== null)).toBe(
        true,
      );
      // The arrest release is rewritten at its source as another case altogether.
      const edited = enrichRelease({
        ...(RELEASES[1] as (typeof RELEASES)[number]),
        title: 'Spaza shop robbed in Mdantsane',
        text: 'Two men robbed a spaza shop in NU 2, Mdantsane, on Friday 2 June 2023 and fled with cash. No one has been arrested. Ends',
      });
      await sink.save([{ event: edited, contentHash: contentHash(edited) }]);
      const after = (
        await callApi(app.app, 'GET', '/documents/?keywords=Mdantsane&page_size=50&include_copies=true', user)
      ).json();
      expect(after.documents.map((d: { incident_id: number | null }) => d.incident_id)).toEqual([null, null]);
      const missing = await callApi(app.app, 'GET', `/incidents/${before.documents[0].incident_id}`, user);
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
