// Where the password worker's code is. apps/api/build.mjs replaces this module in the bundle with
// one naming dist/password-worker.js, which it builds beside dist/server.js.
export const PASSWORD_WORKER_URL = new URL('./password-worker.ts', import.meta.url);
