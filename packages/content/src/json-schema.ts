import { z } from 'zod';
import { ALSO_HURTS, CASE_SETS, DANGER_SIGNS, SCHEMA_KEY, WHOLE_BODY, WHOLE_BODY_CONDITIONS } from './load.ts';
import {
  CaseFile,
  ConditionSourceFile,
  CoverageFile,
  LocationSourceFile,
  SharedStepsFile,
  WholeBodyConditionsFile,
  AlsoHurtsFile,
  WholeBodyStepsFile,
} from './schema.ts';

/**
 * JSON Schemas of the knowledge base's files, generated from their zod schemas, so that an editor
 * names the fields and flags a wrong value as the author types (each file points at its schema
 * with `"$schema"`). zod stays the one definition: `npm run content:schema` rewrites the files in
 * data/schema/, and a test fails when they differ from what the zod schemas give.
 *
 * The translation catalogues (data/locales/) have none: `npm run content:i18n` writes them.
 */

/** The folder, under data/, of the generated schemas. */
export const SCHEMA_DIR = 'schema';

const SCHEMAS = {
  location: LocationSourceFile,
  condition: ConditionSourceFile,
  cases: CaseFile,
  'shared-steps': SharedStepsFile,
  'whole-body-steps': WholeBodyStepsFile,
  'whole-body-conditions': WholeBodyConditionsFile,
  'also-hurts': AlsoHurtsFile,
  coverage: CoverageFile,
} satisfies Record<string, z.core.$ZodType>;

export type SchemaName = keyof typeof SCHEMAS;

/** A schema's file name under data/schema/. */
export const schemaFileName = (name: SchemaName): string => `${name}.schema.json`;

/**
 * The schema a content file follows, by its path under data/ (`locations/knee.json`), or
 * undefined for a file that has none.
 */
export function schemaOf(path: string): SchemaName | undefined {
  const [folder, file] = path.split('/');
  if (file === undefined) return folder === 'coverage.json' ? 'coverage' : undefined;
  if (folder === 'locations') return 'location';
  if (folder === 'conditions') return 'condition';
  if (folder === 'shared') {
    const name = file.replace(/\.json$/, '');
    if (name === WHOLE_BODY) return 'whole-body-steps';
    if (name === WHOLE_BODY_CONDITIONS) return 'whole-body-conditions';
    if (name === ALSO_HURTS) return 'also-hurts';
    return name === DANGER_SIGNS ? 'shared-steps' : undefined;
  }
  if (Object.values(CASE_SETS).some((set) => set.folder === folder)) return 'cases';
  return undefined;
}

/** The `"$schema"` value of a content file: its schema's path relative to the file. */
export function schemaRefOf(path: string): string | undefined {
  const name = schemaOf(path);
  if (!name) return undefined;
  const up = '../'.repeat(path.split('/').length - 1);
  return `${up || './'}${SCHEMA_DIR}/${schemaFileName(name)}`;
}

/**
 * A schema as the files' authors write them: what the file may hold before zod applies its
 * defaults (`io: 'input'`), with the `$schema` key allowed at the top.
 */
export function jsonSchemaOf(name: SchemaName): Record<string, unknown> {
  const schema = z.toJSONSchema(SCHEMAS[name], { io: 'input' }) as Record<string, unknown>;
  const { $schema: draft, ...rest } = schema;
  const properties = (rest.properties ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    $schema: draft,
    title: `PainPoint knowledge base: ${name} file`,
    ...rest,
    properties: { [SCHEMA_KEY]: { type: 'string' }, ...properties },
  };
  // A record's keys are restricted by `propertyNames`, which `$schema` must also pass.
  if (rest.propertyNames) out.propertyNames = { anyOf: [{ const: SCHEMA_KEY }, rest.propertyNames] };
  return out;
}

/** Every schema file's name and its text as `npm run content:schema` writes it. */
export function jsonSchemaFiles(): [string, string][] {
  return (Object.keys(SCHEMAS) as SchemaName[]).map((name) => [
    schemaFileName(name),
    `${JSON.stringify(jsonSchemaOf(name), null, 2)}\n`,
  ]);
}
