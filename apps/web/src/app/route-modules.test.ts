import { PAGE_ROUTES, routeModule } from '@painpoint/contracts/routes';
import { describe, expect, it } from 'vitest';

/** What routes/ holds: a module per route (src/app/router.tsx finds each by its route's name). */
const modules = import.meta.glob<{ default: unknown }>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const key = (module: string) => module.replace('src/app/', './');

describe('the route modules', () => {
  it('are one per route of the contract but home (part of the entry), and the dialog’s and the 404’s', () => {
    const routes = PAGE_ROUTES.flatMap((route) => routeModule(route) ?? []).map(key);
    expect(Object.keys(modules).sort()).toEqual(
      [...routes, './routes/login-modal.tsx', './routes/not-found.tsx'].sort(),
    );
  });

  it('each default-export the component the router renders', async () => {
    for (const [file, load] of Object.entries(modules)) {
      expect(typeof (await load()).default, file).toBe('function');
    }
  }, 30_000);
});
