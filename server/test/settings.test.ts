/**
 * System Settings through the API: who may read and change them, the field messages, Reset, and
 * the security settings applying to the very next sign-in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/auth/token.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

const SETTINGS = `query { systemSettings {
  general { siteName siteDescription contactEmail timezone language }
  security { twoFactorAuth passwordPolicy sessionTimeout loginAttempts }
  notifications { emailNotifications pushNotifications weeklyReports systemAlerts }
  system { maintenanceMode debugMode cacheEnabled backupFrequency }
  updatedAt } }`;
const UPDATE = `mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { general { siteName contactEmail timezone } security { sessionTimeout passwordPolicy } system { cacheEnabled } } }`;
const RESET = `mutation { resetSystemSettings { general { siteName } security { sessionTimeout } } }`;

/** Spec section 9, word for word. */
const DEFAULTS = {
  security: { twoFactorAuth: true, passwordPolicy: 'strong', sessionTimeout: 30, loginAttempts: 5 },
  notifications: { emailNotifications: true, pushNotifications: false, weeklyReports: true, systemAlerts: true },
  system: { maintenanceMode: false, debugMode: false, cacheEnabled: true, backupFrequency: 'daily' },
};

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithToken']>>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.gql(RESET, {}, admin.token);
});

const tokenLifetimeMinutes = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  return (claims.exp - claims.iat) / 60;
};

describe('System Settings', () => {
  it("starts with the spec's defaults, readable by admins and editors only", async () => {
    const read = await t.gql(SETTINGS, {}, admin.token);
    expect(read.body.data.systemSettings).toMatchObject({ ...DEFAULTS, general: { timezone: 'UTC', language: 'en' } });
    const editor = await t.userWithToken('editor');
    expect((await t.gql(SETTINGS, {}, editor.token)).body.data.systemSettings.security.sessionTimeout).toBe(30);
    const student = await t.userWithToken('student');
    expect((await t.gql(SETTINGS, {}, student.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(SETTINGS)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('saves what an admin changes, keeps the rest, and refuses editors', async () => {
    const saved = await t.gql(UPDATE, { input: { general: { siteName: '  Acme AI  ', timezone: 'America/New_York' }, system: { cacheEnabled: false } } }, admin.token);
    expect(saved.body.data.updateSystemSettings).toMatchObject({
      general: { siteName: 'Acme AI', contactEmail: 'info@aisolutions.example', timezone: 'America/New_York' },
      system: { cacheEnabled: false },
      security: { sessionTimeout: 30 },
    });
    const reread = await t.gql(SETTINGS, {}, admin.token);
    expect(reread.body.data.systemSettings.general.siteName).toBe('Acme AI');
    expect(reread.body.data.systemSettings.updatedAt).toBeTruthy();

    const editor = await t.userWithToken('editor');
    const refused = await t.gql(UPDATE, { input: { general: { siteName: 'Editor Inc' } } }, editor.token);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'Only administrators can change the system settings.', extensions: { code: 'FORBIDDEN' } });
  });

  it('records each change in the activity log with before and after values', async () => {
    await t.gql(UPDATE, { input: { general: { siteName: 'Logged AI' }, security: { passwordPolicy: 'medium' } } }, admin.token);
    const log = await t.gql(`query { activity(filter: { entityType: "settings" }) { items { actorName action summary changes { field before after } } } }`, {}, admin.token);
    const entry = log.body.data.activity.items[0];
    expect(entry.action).toBe('update');
    expect(entry.changes).toContainEqual({ field: 'general.siteName', before: 'AI Solutions', after: 'Logged AI' });
    // Fields named like secrets stay out of `changes`; the summary still names the policy change.
    expect(entry.summary).toContain('security.passwordPolicy: "strong" → "medium"');
    // A list left as it was (Social Profiles) is not named as changed.
    expect(entry.summary).not.toContain('socialProfiles');
  });

  it('names each wrong field and stores nothing', async () => {
    const bad = await t.gql(
      UPDATE,
      { input: { general: { siteName: ' ', contactEmail: 'not-an-email', timezone: 'Mars/Olympus' }, security: { sessionTimeout: 0, passwordPolicy: 'none' } } },
      admin.token,
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'general.siteName': 'Site Name is required',
        'general.contactEmail': 'Enter a valid email address',
        'general.timezone': 'Timezone must be one of UTC, America/New_York, America/Los_Angeles, GMT',
        'security.sessionTimeout': 'Session Timeout must be at least 5',
        'security.passwordPolicy': 'Password Policy must be one of weak, medium, strong',
      },
    });
    expect((await t.gql(SETTINGS, {}, admin.token)).body.data.systemSettings.general.siteName).toBe('AI Solutions');
  });

  it('Reset restores every default', async () => {
    await t.gql(UPDATE, { input: { general: { siteName: 'Changed' }, security: { sessionTimeout: 90 } } }, admin.token);
    const reset = await t.gql(RESET, {}, admin.token);
    expect(reset.body.data.resetSystemSettings).toEqual({ general: { siteName: 'AI Solutions' }, security: { sessionTimeout: 30 } });
  });

  it('a new Session Timeout applies to the next sign-in', async () => {
    const user = await t.userWithToken('student');
    const signIn = async () =>
      (await t.gql(`mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`, { e: user.email, p: STRONG_PASSWORD })).body.data.login.token as string;
    expect(tokenLifetimeMinutes(await signIn())).toBe(30);
    await t.gql(UPDATE, { input: { security: { sessionTimeout: 90 } } }, admin.token);
    expect(tokenLifetimeMinutes(await signIn())).toBe(90);
  });

  it('a new Session Timeout applies to the next token renewal', async () => {
    const user = await t.userWithToken('student');
    // A session with 10 minutes left: past half of 30 minutes, so the next request renews it.
    const ageing = signAccessToken(t.config.jwtSecret, { id: user.id, role: 'student', tokenVersion: 0 }, 10);
    const renewedWith = async () => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ageing}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const renewed = res.headers.get('x-auth-token');
      return renewed ? tokenLifetimeMinutes(renewed) : null;
    };
    expect(await renewedWith()).toBe(30);
    await t.gql(UPDATE, { input: { security: { sessionTimeout: 120 } } }, admin.token);
    expect(await renewedWith()).toBe(120);
  });

  it('a new Login Attempts applies to the next sign-in', async () => {
    await t.resetLimits();
    const user = await t.userWithToken('student');
    const wrong = async () =>
      (await t.gql(`mutation($e: String!) { login(input: { email: $e, password: "Wrong-passw0rd!" }) { token } }`, { e: user.email })).body.errors?.[0]?.message;
    await t.gql(UPDATE, { input: { security: { loginAttempts: 3 } } }, admin.token);
    expect(await wrong()).not.toMatch(/locked/);
    expect(await wrong()).not.toMatch(/locked/);
    expect(await wrong()).toMatch(/^This account is locked after too many failed sign-in attempts/);
    await t.settle();
    await t.resetLimits();
  });

  it('a new Password Policy applies to the next registration', async () => {
    const register = (password: string) =>
      t.gql(`mutation($i: RegisterInput!) { register(input: $i) { user { id } } }`, {
        i: { name: 'Pat Policy', email: `policy-${Date.now()}-${password.length}@example.com`, password, role: 'student', agreeToTerms: true },
      });
    expect((await register('abcdefgh1')).body.errors?.[0]?.message).toMatch(/at least 4 of these 5/);
    await t.gql(UPDATE, { input: { security: { passwordPolicy: 'weak' } } }, admin.token);
    expect((await register('abcdefgh1')).body.errors).toBeUndefined();
  });

  it('the public site info shows the name and description, nothing private', async () => {
    await t.gql(UPDATE, { input: { general: { siteName: 'Acme AI', siteDescription: 'Applied AI for teams.' } } }, admin.token);
    const site = await t.gql(`query { site { siteName siteDescription language timezone maintenanceMode } }`);
    expect(site.body.data.site).toEqual({ siteName: 'Acme AI', siteDescription: 'Applied AI for teams.', language: 'en', timezone: 'UTC', maintenanceMode: false });
  });
});
