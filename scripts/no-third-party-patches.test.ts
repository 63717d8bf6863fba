import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../apps/web/vite.config.ts';

/**
 * The web build must not rewrite third-party files: a rewrite keyed to the shape of a package's
 * `dist` (as a regex marking React Router's calls pure once did) stops matching, or matches the
 * wrong thing, on the package's next release, and nothing says so (docs/decisions/013). So none of
 * our Vite plugins may change a module under node_modules.
 */
const ROOT = join(import.meta.dirname, '..');

async function flatten(options: PluginOption[] | undefined): Promise<Plugin[]> {
  const out: Plugin[] = [];
  for (const option of options ?? []) {
    const resolved = await option;
    if (Array.isArray(resolved)) out.push(...(await flatten(resolved)));
    else if (resolved && typeof resolved === 'object' && 'name' in resolved) out.push(resolved);
  }
  return out;
}

/** Every JavaScript file of React Router's published build: the package a rewrite once targeted. */
function reactRouterFiles(): string[] {
  const dist = join(ROOT, 'node_modules/react-router/dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => join(dist, f));
}

describe('the web build', () => {
  it('leaves third-party modules as published', async () => {
    const ours = (await flatten((config as UserConfig).plugins)).filter((p) => p.name.startsWith('painpoint:'));
    expect(ours.length).toBeGreaterThan(0);
    const files = reactRouterFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const plugin of ours) {
      const hook = plugin.transform;
      if (!hook) continue;
      const handler = typeof hook === 'function' ? hook : hook.handler;
      for (const id of files) {
        const code = readFileSync(id, 'utf8');
        const result: unknown = await handler.call({} as never, code, id);
        const out = typeof result === 'string' ? result : (result as { code?: string } | null | undefined)?.code;
        expect(out ?? code, `${plugin.name} rewrites ${id}`).toBe(code);
      }
    }
  });
});
