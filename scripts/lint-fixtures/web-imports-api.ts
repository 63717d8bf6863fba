// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in apps/web/src: the web app
// importing the API server by its package name.
import { buildApp } from '@painpoint/api/app';

export const server = buildApp;
