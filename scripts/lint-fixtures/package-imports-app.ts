// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in packages/engine/src: a package
// importing an app, by package name and by relative path.
import { buildApp } from '@painpoint/api/app';
import { paths } from '../../../apps/web/src/lib/paths.ts';

export const both = [buildApp, paths];
