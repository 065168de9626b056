import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required when NODE_ENV=production');
  });

  it('refuses an ADMIN_TOTP_SECRET too short for authenticator codes (under 128 bits)', () => {
    // 16 base32 characters are 80 bits: otplib refuses to compute codes from them, so the first
    // administrator could never sign in.
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(/at least 26 characters/);
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_TOTP_SECRET: 'jbswy3dpehpk3pxp e2eadmintotp2345' }).admin.totpSecret).toBe('JBSWY3DPEHPK3PXPE2EADMINTOTP2345');
  });

  it('lets 20 registrations an hour per address by default, or REGISTER_LIMIT_PER_HOUR', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).registrationsPerHour).toBe(20);
    expect(loadConfig({ NODE_ENV: 'test', REGISTER_LIMIT_PER_HOUR: '1000' }).registrationsPerHour).toBe(1000);
    expect(() => loadConfig({ NODE_ENV: 'test', REGISTER_LIMIT_PER_HOUR: '0' })).toThrow();
  });

  it('refuses a short or well-known JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'secret' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('uses the spec development port, turns the explorer off in production unless enabled', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).port).toBe(3001);
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) };
    expect(loadConfig(prod).graphqlExplorer).toBe(false);
    expect(loadConfig({ ...prod, GRAPHQL_EXPLORER: 'true' }).graphqlExplorer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/cfg-test-data' }).graphqlExplorer).toBe(true);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise; on all interfaces in production', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/cfg-test-data' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/cfg-test-data', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
