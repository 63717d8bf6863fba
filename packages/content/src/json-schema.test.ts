import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonSchemaFiles, SCHEMA_DIR, schemaRefOf } from './json-schema.ts';
import { ContentError, DEFAULT_DATA_DIR, duplicateWeightKeys, loadKnowledgeBase } from './load.ts';

const schemaDir = join(DEFAULT_DATA_DIR, SCHEMA_DIR);

describe('the JSON Schemas of the content files (data/schema/)', () => {
  it('are what the zod schemas give: after a schema change, run npm run content:schema', () => {
    const expected = jsonSchemaFiles();
    expect(readdirSync(schemaDir).sort()).toEqual(expected.map(([name]) => name).sort());
    for (const [name, text] of expected) {
      expect(readFileSync(join(schemaDir, name), 'utf8'), name).toBe(text);
    }
  });

  it('are named at the top of every content file (npm run content:schema adds the line)', () => {
    const files = readdirSync(DEFAULT_DATA_DIR, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.json') && schemaRefOf(f) !== undefined);
    expect(files.length).toBeGreaterThan(300);
    const wrong = files.filter((f) => {
      const json = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, f), 'utf8')) as Record<string, unknown>;
      return Object.keys(json)[0] !== '$schema' || json.$schema !== schemaRefOf(f);
    });
    expect(wrong).toEqual([]);
  });

  it('are named relative to the file that uses them', () => {
    expect(schemaRefOf('locations/knee.json')).toBe('../schema/location.schema.json');
    expect(schemaRefOf('cases-blind-2/knee.json')).toBe('../schema/cases.schema.json');
    expect(schemaRefOf('coverage.json')).toBe('./schema/coverage.schema.json');
    expect(schemaRefOf('locales/hi/locations/knee.json')).toBeUndefined();
  });
});

describe('the loader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-schema-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a file that names its JSON Schema as if the key were not there', () => {
    const condition = 'plantar_fasciitis.json';
    mkdirSync(join(dir, 'conditions'));
    const facts = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'conditions', condition), 'utf8')) as object;
    writeFileSync(
      join(dir, 'conditions', condition),
      JSON.stringify({ $schema: '../schema/condition.schema.json', ...facts }),
    );
    writeFileSync(join(dir, 'coverage.json'), JSON.stringify({ $schema: './schema/coverage.schema.json', knee: [] }));
    const kb = loadKnowledgeBase({ dataDir: dir, partial: true, cases: false });
    expect(kb.coverage).toEqual({ knee: [] });
    expect(Object.keys(kb.conditions.get('plantar_fasciitis') ?? {})).not.toContain('$schema');
  });

  it("gives each place's weights of a condition in the order written, as the API's list", () => {
    const kb = loadKnowledgeBase({ cases: false });
    const text = readFileSync(join(DEFAULT_DATA_DIR, 'locations', 'knee.json'), 'utf8');
    const written = (JSON.parse(text) as { diseases: { disease_short_name: string; weights: object }[] }).diseases[0]!;
    const served = kb.locations.get('knee')?.own.diseases[0];
    expect(served?.disease_short_name).toBe(written.disease_short_name);
    expect(served?.symptoms).toEqual(Object.entries(written.weights).map(([key, value]) => ({ key, value })));
  });

  it('refuses a weight written twice in one map, which JSON would keep only once', () => {
    const place = 'knee.json';
    mkdirSync(join(dir, 'locations'), { recursive: true });
    const text = readFileSync(join(DEFAULT_DATA_DIR, 'locations', place), 'utf8');
    expect(duplicateWeightKeys(text)).toEqual([]);
    const twice = text.replace('"weights": {\n', '"weights": {\n        "on_twist": 4,\n');
    expect(duplicateWeightKeys(twice)).toEqual(['on_twist']);
    writeFileSync(join(dir, 'locations', place), twice);
    expect(() => loadKnowledgeBase({ dataDir: dir, partial: true, cases: false })).toThrow(ContentError);
    expect(() => loadKnowledgeBase({ dataDir: dir, partial: true, cases: false })).toThrow(
      'locations/knee.json: "on_twist" is weighed twice in one map',
    );
    rmSync(join(dir, 'locations'), { recursive: true });
  });
});
