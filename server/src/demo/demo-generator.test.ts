import { describe, expect, it } from 'vitest';
import { CRIME_CATEGORIES } from '../corpus/crimes';
import { findPlaces, PROVINCES } from '../corpus/gazetteer';
import { enrichRelease } from '../extraction/enrich';
import { generateDemoCases, generateDemoReleases } from './demo-generator';
import { FIRST_NAMES, STORIES, SURNAMES } from './demo-stories';

const SAMPLE = 3_000;
const cases = [...generateDemoCases(SAMPLE, 1)];
const releases = cases.map((c) => c.release);

function share(predicate: (c: (typeof cases)[number]) => boolean): number {
  return cases.filter(predicate).length / cases.length;
}

describe('generateDemoReleases', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect([...generateDemoReleases(200, 7)]).toEqual([...generateDemoReleases(200, 7)]);
    expect([...generateDemoReleases(50, 8)]).not.toEqual([...generateDemoReleases(50, 7)]);
  });

  it('yields exactly the releases of generateDemoCases, with seed 1 by default', () => {
    expect([...generateDemoReleases(100)]).toEqual(releases.slice(0, 100));
  });

  it('streams: asking for a billion releases costs nothing until they are read', () => {
    const started = performance.now();
    const stream = generateDemoReleases(1_000_000_000, 3);
    expect(stream.next().value?.source_url).toMatch(/\/1$/);
    // A hang guard, not a speed figure: built eagerly, a billion releases would take hours.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('marks every release as synthetic with a unique .invalid URL of its publication year', () => {
    const urls = new Set(releases.map((r) => r.source_url));
    expect(urls.size).toBe(releases.length);
    for (const r of releases) {
      expect(r.source_url).toMatch(/^https:\/\/demo\.invalid\/press-releases\/\d{4}\/\d+$/);
      expect(r.source_url).toContain(`/${r.published_date.slice(0, 4)}/`);
    }
  });

  it('publishes between 2019-01-01 and 2025-12-31, in every year', () => {
    const years = new Set(releases.map((r) => r.published_date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2019', '2020', '2021', '2022', '2023', '2024', '2025']);
    for (const r of releases) {
      expect(r.published_date >= '2019-01-01' && r.published_date <= '2025-12-31').toBe(true);
    }
  });

  it('covers all nine provinces, roughly by population', () => {
    const perProvince = new Map<string, number>();
    for (const c of cases) perProvince.set(c.truth.province, (perProvince.get(c.truth.province) ?? 0) + 1);
    expect([...perProvince.keys()].sort()).toEqual([...PROVINCES].sort());
    expect(perProvince.get('Gauteng') ?? 0).toBeGreaterThan((perProvince.get('Northern Cape') ?? 0) * 5);
    expect(perProvince.get('KwaZulu-Natal') ?? 0).toBeGreaterThan(perProvince.get('Free State') ?? 0);
  });

  it('covers dozens of crime types, murder most often', () => {
    const perCrime = new Map<string, number>();
    for (const c of cases)
      perCrime.set(c.truth.crimes[0] ?? '', (perCrime.get(c.truth.crimes[0] ?? '') ?? 0) + 1);
    expect(perCrime.size).toBeGreaterThan(40);
    const [mostFrequent] = [...perCrime.entries()].sort((a, b) => b[1] - a[1]);
    expect(mostFrequent?.[0]).toBe('Murder');
    expect(share((c) => c.truth.crimes.length > 1)).toBeGreaterThan(0.02);
  });

  it('only writes stories about categories of the taxonomy', () => {
    for (const story of STORIES) {
      for (const crime of story.crimes) expect(CRIME_CATEGORIES).toContain(crime);
      if (story.addon) expect(CRIME_CATEGORIES).toContain(story.addon.crime);
    }
  });

  it('varies the structure: arrests, appeals, sentences, missing persons and operations', () => {
    const texts = releases.map((r) => r.text);
    const some = (pattern: RegExp) => texts.filter((t) => pattern.test(t)).length / texts.length;
    expect(some(/arrested/)).toBeGreaterThan(0.4);
    expect(some(/ on 0\d\d \d{3} \d{4},? or (?:to )?Crime Stop on 08600 10111\./)).toBeGreaterThan(0.15);
    expect(some(/\bsentenced\b|\bfound guilty\b|behind bars/)).toBeGreaterThan(0.03);
    expect(some(/went missing|reported missing/)).toBeGreaterThan(0.02);
    expect(some(/Magistrate's Court/)).toBeGreaterThan(0.3);
  });

  it('uses relative date phrases', () => {
    const texts = releases.map((r) => r.text);
    for (const phrase of [
      /\bon (?:Sun|Mon|Fri|Satur)day\b/,
      /\byesterday\b/,
      /\blast night\b/,
      /\bthis morning\b/,
    ]) {
      expect(texts.some((t) => phrase.test(t))).toBe(true);
    }
  });

  it('closes with an Ends line, sometimes followed by an enquiries line', () => {
    for (const r of releases) expect(r.text).toMatch(/\n\n(?:Ends|ENDS|#ends|#Ends)(?:\n\nEnquiries: .+)?$/s);
    expect(share((c) => c.release.text.includes('\nEnquiries: '))).toBeGreaterThan(0.3);
    expect(
      new Set(releases.map((r) => r.text.match(/\n\n(Ends|ENDS|#ends|#Ends)/)?.[1])).size,
    ).toBeGreaterThan(2);
  });

  it('names no real people: officers, accused and victims carry invented names from the lists', () => {
    const names = [...FIRST_NAMES.male, ...FIRST_NAMES.female, ...SURNAMES];
    // Some of these names are also real places (Dlamini is a part of Soweto), so "in Dlamini" may be one;
    // as the releases use them, after a rank or before a surname, they are people.
    for (const name of names) {
      expect(findPlaces(`Sergeant ${name} said`)).toEqual([]);
      expect(findPlaces(`said ${name} Zulu`)).toEqual([]);
    }
    const firstNames = new Set<string>([...FIRST_NAMES.male, ...FIRST_NAMES.female]);
    const surnames = new Set(SURNAMES);
    for (const r of releases) {
      for (const [, first, last] of r.text.matchAll(/\b([A-Z][a-z]+) ((?:Van )?[A-Z][a-z]+) \(\d+\)/g)) {
        expect(firstNames.has(first ?? '') && surnames.has(last ?? '')).toBe(true);
      }
    }
  });

  it('writes police-style titles', () => {
    for (const r of releases) expect(r.title).toMatch(/^[A-Z0-9]/);
    expect(releases.some((r) => /^(?:Two|Three|Four) suspects arrested for .+ in .+/.test(r.title))).toBe(
      true,
    );
  });
});

describe('phrasing varies as real releases do', () => {
  const texts = releases.map((r) => r.text);
  const some = (pattern: RegExp) => texts.filter((t) => pattern.test(t)).length / texts.length;

  it('keeps its ground truth out of the release: only title, date, text and URL', () => {
    for (const r of releases)
      expect(Object.keys(r).sort()).toEqual(['published_date', 'source_url', 'text', 'title']);
  });

  it('dates some incidents only by month and leaves some undated', () => {
    const monthOnly = share((c) => c.truth.date === null && c.truth.incidentMonth !== null);
    const undated = share((c) => c.truth.date === null && c.truth.incidentMonth === null);
    expect(monthOnly).toBeGreaterThan(0.03);
    expect(undated).toBeGreaterThan(0.05);
    expect(
      some(
        /\b(?:earlier this month|last month|in (?:January|February|March|April|May|June|July|August|September|October|November|December))\b/,
      ),
    ).toBeGreaterThan(0.03);
    for (const c of cases) if (c.truth.date !== null) expect(c.truth.date).toBe(c.truth.occurred);
  });

  it('words people in many shapes: ranges, accomplices, pairs, named accused, digits', () => {
    expect(some(/\baged \d+ to \d+\b/)).toBeGreaterThan(0.02);
    expect(some(/\bman and his accomplice\b/)).toBeGreaterThan(0.005);
    expect(some(/\b[Tt]he pair\b/)).toBeGreaterThan(0.02);
    expect(some(/[A-Z][a-z]+ [A-Z][a-z]+ \(\d+\)/)).toBeGreaterThan(0.05);
    expect(some(/\b[2-9] (?:suspects|men)\b/)).toBeGreaterThan(0.02);
  });

  it('sometimes names the scene only by its police station, and sometimes appends an unrelated case', () => {
    expect(some(/\b(?:SAPS|police station)\b/)).toBeGreaterThan(0.05);
    expect(
      some(
        /\n\n(?:In a separate incident|In an unrelated case|In another incident|Elsewhere in the province|Separately),/,
      ),
    ).toBeGreaterThan(0.08);
  });

  it('counts no arrest in appeals and the arrested suspects elsewhere', () => {
    for (const c of cases) {
      if (c.truth.outcome === 'no_arrest')
        expect([c.truth.suspectsArrested, c.truth.arrestMade]).toEqual([0, false]);
      else expect(c.truth.arrestMade).toBe(true);
    }
  });
});

describe('generated releases round-trip through enrichRelease', () => {
  const enriched = cases.map((c) => ({ truth: c.truth, event: enrichRelease(c.release) }));
  const rate = (predicate: (e: (typeof enriched)[number]) => boolean) =>
    enriched.filter(predicate).length / enriched.length;

  // The wording varies on purpose, so these floors guard against the extractor or the generator breaking;
  // `npm run eval:demo` reports the exact figures per field.
  it('finds a day wherever the text gives one, and a place and a crime in more than 95% of them', () => {
    expect(
      enriched.filter((e) => e.truth.date !== null && e.event.date !== null).length /
        enriched.filter((e) => e.truth.date !== null).length,
    ).toBeGreaterThan(0.95);
    expect(rate((e) => e.event.town !== null)).toBeGreaterThan(0.95);
    expect(rate((e) => e.event.crime_committed !== null)).toBeGreaterThan(0.95);
  });

  it('mostly finds the date, town, province and crime the release was written with', () => {
    expect(rate((e) => e.event.date === e.truth.date)).toBeGreaterThan(0.85);
    expect(rate((e) => e.event.town === e.truth.town)).toBeGreaterThan(0.93);
    expect(rate((e) => e.event.province === e.truth.province)).toBeGreaterThan(0.95);
    expect(
      rate((e) => (e.event.crime_committed ?? '').split(', ').includes(e.truth.crimes[0] ?? '')),
    ).toBeGreaterThan(0.95);
  });

  it('never dates an incident after its publication', () => {
    expect(enriched.filter((e) => e.event.date !== null && e.event.date > e.event.published_date)).toEqual(
      [],
    );
  });
});

describe('generator speed', () => {
  // How fast it streams is measured by the seed benchmarks; here only that 20,000 releases come through
  // without stalling, with a bound a loaded machine never reaches.
  it('streams 20,000 releases without stalling', () => {
    const started = performance.now();
    let characters = 0;
    for (const r of generateDemoReleases(20_000, 5)) characters += r.text.length;
    expect(characters).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(60_000);
  });
});
