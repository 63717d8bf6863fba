import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.ts';
import { testConfig } from './helper.ts';

describe('configuration', () => {
  it('reports every bad value by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL');
      expect(msg).toContain('JWT_SECRET');
    }
  });

  it('generates a JWT secret in the data folder once and reuses it', () => {
    const dir = testConfig().dataDir;
    const a = loadConfig({ DATA_DIR: join(dir, 'fresh') }).jwtSecret;
    const b = loadConfig({ DATA_DIR: join(dir, 'fresh') }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).toBe(a);
  });

  it('requires the grievance officer and the public address in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/GRIEVANCE_OFFICER_NAME/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
  });

  it('builds the default public address from PORT, so e-mailed links reach this server', () => {
    const dir = testConfig().dataDir;
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://painpoint.example/' }).publicUrl).toBe(
      'https://painpoint.example',
    );
  });
});
