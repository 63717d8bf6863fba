/**
 * The environment the suite's server starts with (playwright.config.ts), also used by a spec that
 * starts a second one of its own (install.spec.ts): the settings the pages show, and the checks
 * expect.
 */
export function siteEnv(port: number, dataDir: string, smtpPort?: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    GRIEVANCE_OFFICER_NAME: 'Test Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@test.example',
    GRIEVANCE_OFFICER_ADDRESS: '1 Test Road, Bengaluru 560001',
    CONTACT_EMAIL: 'contact@test.example',
    ...(smtpPort === undefined ? {} : { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // As behind the reverse proxy the README asks for: the browser's requests say, in
    // X-Forwarded-For, which visitor they come from (fixtures.ts gives each test its own), so the
    // per-address limits count each test's visitor apart instead of the whole suite as one.
    TRUST_PROXY: 'loopback',
  };
}
