import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonSchemaFiles, SCHEMA_DIR, schemaRefOf } from './json-schema.ts';
import { type ContentError, DEFAULT_DATA_DIR, duplicateWeightKeys, loadKnowledgeBase } from './load.ts';

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

  it("gives each place's weights of a condition in the order written in the condition's file, as the API's list", () => {
    const kb = loadKnowledgeBase({ cases: false });
    const place = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'locations', 'knee.json'), 'utf8')) as {
      conditions: string[];
    };
    const served = kb.locations.get('knee')?.own.diseases;
    expect(served?.map((d) => d.disease_short_name)).toEqual(place.conditions);
    const name = place.conditions[0]!;
    const written = (
      JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'conditions', `${name}.json`), 'utf8')) as {
        findings: Record<string, { weights: object }>;
      }
    ).findings.knee!.weights;
    expect(served?.[0]?.symptoms).toEqual(Object.entries(written).map(([key, value]) => ({ key, value })));
  });

  /** A copy of the knee and the files of the conditions it lists, for a test to change one of them. */
  function kneeCopy(): { dir: string; conditions: string[] } {
    const copy = mkdtempSync(join(tmpdir(), 'content-findings-'));
    mkdirSync(join(copy, 'locations'));
    mkdirSync(join(copy, 'conditions'));
    const text = readFileSync(join(DEFAULT_DATA_DIR, 'locations', 'knee.json'), 'utf8');
    writeFileSync(join(copy, 'locations', 'knee.json'), text);
    const { conditions } = JSON.parse(text) as { conditions: string[] };
    for (const name of conditions) {
      const condition = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'conditions', `${name}.json`), 'utf8')) as {
        findings: Record<string, unknown>;
      };
      // Only the knee is in the copy: its findings elsewhere would name places that are not there.
      condition.findings = { knee: condition.findings.knee };
      writeFileSync(join(copy, 'conditions', `${name}.json`), JSON.stringify(condition, null, 2));
    }
    return { dir: copy, conditions };
  }
  const problemsOf = (at: string, partial = true): readonly string[] => {
    try {
      loadKnowledgeBase({ dataDir: at, partial, cases: false });
      return [];
    } catch (e) {
      return (e as ContentError).problems;
    }
  };

  it('refuses a weight written twice in one map, which JSON would keep only once', () => {
    const copy = kneeCopy();
    try {
      expect(problemsOf(copy.dir)).toEqual([]);
      const name = copy.conditions[0]!;
      const path = join(copy.dir, 'conditions', `${name}.json`);
      const text = readFileSync(path, 'utf8');
      expect(duplicateWeightKeys(text)).toEqual([]);
      const key = Object.keys(
        (JSON.parse(text) as { findings: { knee: { weights: object } } }).findings.knee.weights,
      )[0];
      const twice = text.replace('"weights": {\n', `"weights": {\n        "${key}": 1,\n`);
      expect(duplicateWeightKeys(twice)).toEqual([key]);
      writeFileSync(path, twice);
      expect(problemsOf(copy.dir)).toEqual([`conditions/${name}.json: "${key}" is weighed twice in one map`]);
    } finally {
      rmSync(copy.dir, { recursive: true, force: true });
    }
  });

  it('refuses a whole-body condition that has no file, as it did when places held the weights', () => {
    const copy = mkdtempSync(join(tmpdir(), 'content-whole-body-'));
    try {
      for (const folder of ['locations', 'conditions', 'shared']) {
        cpSync(join(DEFAULT_DATA_DIR, folder), join(copy, folder), { recursive: true });
      }
      const path = join(copy, 'shared', 'whole-body-conditions.json');
      const file = JSON.parse(readFileSync(path, 'utf8')) as { diseases: object[] };
      file.diseases.push({
        disease_short_name: 'no_such_fever',
        weights: { wb_fever: 3, wb_days_1_2: 1, wb_with_aches: 1 },
      });
      writeFileSync(path, JSON.stringify(file));
      expect(problemsOf(copy, false)).toContain(
        'locations/knee.json: condition no_such_fever has no file conditions/no_such_fever.json',
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses a condition a place lists without its findings there, and findings at a place that does not list it', () => {
    const copy = kneeCopy();
    try {
      const [first, second] = copy.conditions as [string, string];
      const edit = (name: string, change: (c: { findings: Record<string, unknown> }) => void) => {
        const path = join(copy.dir, 'conditions', `${name}.json`);
        const c = JSON.parse(readFileSync(path, 'utf8')) as { findings: Record<string, unknown> };
        change(c);
        writeFileSync(path, JSON.stringify(c));
      };
      // The first condition's findings move to the hip: the knee lists it without findings, and the
      // hip (not in the copy) is not checked; the second gains findings at the knee's neighbour.
      edit(first, (c) => {
        c.findings = { 'hip-groin': c.findings.knee };
      });
      const place = JSON.parse(readFileSync(join(copy.dir, 'locations', 'knee.json'), 'utf8')) as {
        conditions: string[];
      };
      writeFileSync(
        join(copy.dir, 'locations', 'knee.json'),
        JSON.stringify({ ...place, conditions: place.conditions.filter((n) => n !== second) }),
      );
      expect(problemsOf(copy.dir)).toEqual([
        `locations/knee.json: lists ${first}, whose file conditions/${first}.json has no findings at knee`,
        `conditions/${second}.json: findings at knee, whose file does not list ${second}`,
      ]);
    } finally {
      rmSync(copy.dir, { recursive: true, force: true });
    }
  });
});
