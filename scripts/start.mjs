// `npm start`: builds the site when the build tools are installed, then runs the compiled server in
// this process (decision 016).
// - A full install (`npm install`, development dependencies included) always builds first, so a
//   fresh clone, or one with changed sources, serves what its files say.
// - A production install (`npm install --omit=dev`: no vite, no esbuild) cannot build: it serves the
//   build that is there, and stops with what to do when there is none.
// `npm run serve` runs the build that is there without building, in either kind of install. (After
// a build here, the `startMs` of the server's "started" log line counts the build too.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');

/** Whether `name` can be imported from the workspace that builds with it. */
function installed(name, workspace) {
  try {
    createRequire(join(ROOT, workspace, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

const canBuild = installed('vite', 'apps/web') && installed('esbuild', 'apps/api');
if (canBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  const missing = [SERVER, WEB_INDEX].filter((f) => !existsSync(f));
  if (missing.length > 0) {
    console.error(
      `PainPoint is not built (${missing.join(', ')} missing), and the build tools are not installed ` +
        '(a production install). Build it where the development dependencies are installed ' +
        '(`npm install && npm run build`), then copy the tree or run `npm prune --omit=dev` there.',
    );
    process.exit(1);
  }
  console.log('The build tools are not installed: serving the existing build (apps/api/dist, apps/web/dist).');
}

await import(pathToFileURL(SERVER).href);
