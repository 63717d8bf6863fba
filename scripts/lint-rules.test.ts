import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that hold the architecture (eslint.config.js) are only worth something if they
 * fire. Each fixture in scripts/lint-fixtures breaks one rule; it is linted with the real config as
 * if it lived at a real path in the repository, and must fail with that rule's error on the
 * offending line. (`npm run lint` ignores the fixtures.)
 */
const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'scripts/lint-fixtures');

let eslint: ESLint;
beforeAll(() => {
  // `ignore: false`: the fixtures folder is ignored by the normal run, not by this test.
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js'), ignore: false });
});

/** Lints a fixture's text as the file at `asPath` (relative to the repository root). */
async function lintAs(fixture: string, asPath: string): Promise<Linter.LintMessage[]> {
  const code = readFileSync(join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, asPath) });
  const messages = result?.messages ?? [];
  // A fixture that does not parse would "fail" for the wrong reason.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages;
}

/** The rules reporting an error on a line of the fixture (1-based). */
const rulesOnLine = (messages: Linter.LintMessage[], line: number) =>
  messages.filter((m) => m.severity === 2 && m.line === line).map((m) => m.ruleId);

describe('lint rules that hold the architecture', () => {
  it('ignores the fixtures in the normal lint run', async () => {
    const normal = new ESLint({ cwd: ROOT });
    expect(await normal.isPathIgnored(join(FIXTURES, 'cycle-a.ts'))).toBe(true);
  });

  it('finds a two-file import cycle between TypeScript files', async () => {
    const messages = await lintAs('cycle-a.ts', 'scripts/lint-fixtures/cycle-a.ts');
    expect(rulesOnLine(messages, 2)).toContain('import-x/no-cycle');
  });

  it('forbids the web app to import the API, by package name', async () => {
    const messages = await lintAs('web-imports-api.ts', 'apps/web/src/lib/lint-fixture.ts');
    expect(rulesOnLine(messages, 3)).toContain('@typescript-eslint/no-restricted-imports');
    // The resolver sees through the package name to apps/api, so the path zones hold too.
    expect(rulesOnLine(messages, 3)).toContain('import-x/no-restricted-paths');
  });

  it('keeps the web app in layers: lib and components under domain, shared code under features (decisions 088, 156)', async () => {
    const lib = await lintAs('web-layers.ts', 'apps/web/src/lib/lint-fixture.ts');
    expect(rulesOnLine(lib, 3)).toContain('import-x/no-restricted-paths');
    expect(rulesOnLine(lib, 4)).toContain('import-x/no-restricted-paths');
    // lib's tests may check that both agree (storage keys), and import domain code.
    expect(rulesOnLine(await lintAs('web-layers.ts', 'apps/web/src/lib/lint-fixture.test.ts'), 3)).toEqual([]);
    for (const where of ['components', 'domain', 'locales']) {
      const messages = await lintAs('web-layers.ts', `apps/web/src/${where}/lint-fixture.ts`);
      expect(rulesOnLine(messages, 4), where).toContain('import-x/no-restricted-paths');
    }
    // components/ is below domain/ (decision 156): a generic part never reads the answers.
    const part = await lintAs('web-layers.ts', 'apps/web/src/components/lint-fixture.ts');
    expect(rulesOnLine(part, 3)).toContain('import-x/no-restricted-paths');
    expect(rulesOnLine(await lintAs('web-layers.ts', 'apps/web/src/domain/flow/lint-fixture.ts'), 3)).toEqual([]);
  });

  it('forbids a feature to import another, and lets it import shared domain code', async () => {
    for (const feature of ['history', 'doctor-summary']) {
      const messages = await lintAs('feature-imports-feature.ts', `apps/web/src/features/${feature}/lint-fixture.ts`);
      expect(rulesOnLine(messages, 3)).toContain('import-x/no-restricted-paths');
      expect(rulesOnLine(messages, 4)).toEqual([]);
    }
  });

  it('forbids a package to import an app, by package name or relative path', async () => {
    for (const pkg of ['engine', 'contracts', 'content']) {
      const messages = await lintAs('package-imports-app.ts', `packages/${pkg}/src/lint-fixture.ts`);
      expect(rulesOnLine(messages, 3)).toContain('@typescript-eslint/no-restricted-imports');
      expect(rulesOnLine(messages, 4)).toContain('import-x/no-restricted-paths');
    }
  });

  it('forbids the engine to import the knowledge base', async () => {
    const messages = await lintAs('engine-imports-content.ts', 'packages/engine/src/lint-fixture.ts');
    expect(rulesOnLine(messages, 3)).toContain('@typescript-eslint/no-restricted-imports');
    expect(rulesOnLine(messages, 3)).toContain('import-x/no-restricted-paths');
  });

  it('forbids value imports from the contracts root in the engine (decision 008)', async () => {
    const messages = await lintAs('contracts-root-value-import.ts', 'packages/engine/src/lint-fixture.ts');
    expect(rulesOnLine(messages, 5)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('forbids classic zod in the web app and the contracts, and allows zod/mini (decision 019)', async () => {
    for (const where of ['apps/web/src/lib', 'apps/web/src/features/results', 'packages/contracts/src']) {
      const messages = await lintAs('classic-zod-import.ts', `${where}/lint-fixture.ts`);
      expect(rulesOnLine(messages, 4)).toContain('@typescript-eslint/no-restricted-imports');
      expect(rulesOnLine(messages, 5)).toEqual([]);
    }
  });

  it('forbids a route to answer people with a sentence written in place, which would be English only', async () => {
    const route = await lintAs('route-message-literal.ts', 'apps/api/src/routes/user/lint-fixture.ts');
    for (const line of [6, 7, 8]) expect(rulesOnLine(route, line)).toContain('no-restricted-syntax');
    expect(rulesOnLine(route, 9)).toEqual([]);
    // The API's other parts and its tests may write English for developers.
    const plugin = await lintAs('route-message-literal.ts', 'apps/api/src/plugins/app/lint-fixture.ts');
    expect(rulesOnLine(plugin, 6)).toEqual([]);
  });

  it('forbids value imports from the contracts root in the web app, which would build every schema', async () => {
    for (const where of ['apps/web/src/lib', 'apps/web/src/features/results']) {
      const messages = await lintAs('contracts-root-value-import.ts', `${where}/lint-fixture.ts`);
      expect(rulesOnLine(messages, 5)).toContain('@typescript-eslint/no-restricted-imports');
    }
  });

  it('allows them in the build’s own render and in the web app’s tests', async () => {
    for (const file of ['apps/web/src/prerender.tsx', 'apps/web/src/lib/lint-fixture.test.ts']) {
      expect(await lintAs('contracts-root-value-import.ts', file)).toEqual([]);
    }
  });

  it('allows type imports from the contracts root and values from /constants in browser code', async () => {
    for (const where of ['apps/web/src/lib', 'packages/engine/src']) {
      expect(await lintAs('contracts-root-type-import.ts', `${where}/lint-fixture.ts`)).toEqual([]);
    }
  });

  it('still allows the API and the content package to import values from the contracts root', async () => {
    for (const where of ['apps/api/src', 'packages/content/src']) {
      expect(await lintAs('contracts-root-value-import.ts', `${where}/lint-fixture.ts`)).toEqual([]);
    }
  });
});
