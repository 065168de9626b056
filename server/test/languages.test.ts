import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;

const CREATE_SERVICE = `mutation($input: ServiceInput!) { createService(input: $input) { id } }`;
const SET_LANGUAGE = `mutation($language: String) { updateSystemSettings(input: { general: { language: $language } }) { general { language } } }`;

/** A request as a caller speaking `language` would send it (or with no Accept-Language at all). */
async function call(path: string, init: { body?: unknown; language?: string; token?: string; method?: string } = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.language ? { 'Accept-Language': init.language } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const signInWithNothing = (language?: string) => call('/api/auth/login', { body: {}, ...(language ? { language } : {}) });

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
});

afterAll(async () => {
  await t.close();
});

describe('the caller’s language', () => {
  it('answers REST errors and their field messages in the language Accept-Language asks for', async () => {
    const res = await signInWithNothing('es-ES,es;q=0.9,en;q=0.5');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.body).toEqual({
      message: 'El correo electrónico es obligatorio',
      errors: { email: 'El correo electrónico es obligatorio', password: 'La contraseña es obligatoria' },
    });
  });

  it('answers GraphQL field messages in the caller’s language, the fields named as the form labels them there', async () => {
    const res = await call('/graphql', {
      language: 'fr',
      token: admin,
      body: { query: CREATE_SERVICE, variables: { input: { title: ' ', description: 'x', shortDescription: 'x', category: 'nothing' } } },
    });
    const error = res.body.errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Le champ « Titre » est obligatoire');
    expect(error.extensions.fields).toMatchObject({ title: 'Le champ « Titre » est obligatoire' });
    expect(error.extensions.fields.category).toMatch(/^« Catégorie » doit être l’une des valeurs suivantes : /);
  });

  it('speaks a plural as the language does', async () => {
    const { lockedMessage } = await import('../src/modules/auth/sign-in-guard.js');
    const { i18nFor } = await import('../src/i18n/server-i18n.js');
    const { translate } = await import('../src/i18n/message.js');
    expect(translate(i18nFor('de'), lockedMessage(60_000))).toContain('in 1 Minute erneut');
    expect(translate(i18nFor('de'), lockedMessage(15 * 60_000))).toContain('in 15 Minuten erneut');
    expect(translate(i18nFor('en'), lockedMessage(60_000))).toContain('try again in 1 minute.');
  });

  it('answers in the site’s default language when the caller asks for none the product speaks', async () => {
    expect((await call('/graphql', { token: admin, body: { query: SET_LANGUAGE, variables: { language: 'de' } } })).body.errors).toBeUndefined();
    try {
      expect((await signInWithNothing()).body.message).toBe('E-Mail-Adresse ist erforderlich');
      expect((await signInWithNothing('it, pt;q=0.8')).body.message).toBe('E-Mail-Adresse ist erforderlich');
      // A language the caller asks for still wins over the site's.
      expect((await signInWithNothing('en')).body.message).toBe('Email is required');
    } finally {
      await call('/graphql', { token: admin, body: { query: SET_LANGUAGE, variables: { language: 'en' } } });
    }
    expect((await signInWithNothing()).body.message).toBe('Email is required');
  });

  it('never lets one request’s language leak into another answered at the same time', async () => {
    const expected = { es: 'El correo electrónico es obligatorio', fr: 'L’adresse e-mail est obligatoire', de: 'E-Mail-Adresse ist erforderlich', en: 'Email is required' } as const;
    const languages = Array.from({ length: 24 }, (_, i) => (['es', 'fr', 'de', 'en'] as const)[i % 4]!);
    const answers = await Promise.all(
      languages.map((language, i) =>
        i % 2 === 0
          ? signInWithNothing(language).then((res) => res.body.message as string)
          : call('/graphql', { language, body: { query: 'mutation { login(input: { email: "", password: "" }) { token } }' } }).then((res) => res.body.errors[0].message as string),
      ),
    );
    expect(answers).toEqual(languages.map((language) => expected[language]));
  });
});

describe('the services’ refusals', () => {
  it('words the refusals of users, contact content and two-factor sign-in in the caller’s language', async () => {
    const me = await t.userWithToken('admin', { name: 'Ada Selbst' });
    const deleteMe = await call(`/api/users/${me.id}`, { method: 'DELETE', token: me.token, language: 'de' });
    expect(deleteMe.status).toBe(403);
    expect(deleteMe.body.message).toBe('Sie können Ihr eigenes Konto nicht löschen.');
    const missing = await call('/api/faqs/650000000000000000000000', { method: 'GET', token: admin, language: 'fr' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Question fréquente introuvable');
    const noReset = await call(`/graphql`, {
      body: { query: 'mutation($id: ID!) { resetTwoFactor(userId: $id) { id } }', variables: { id: (await t.userWithToken('student', { name: 'Sam Ohne' })).id } },
      token: admin,
      language: 'es',
    });
    expect(noReset.body.errors[0].message).toBe('Sam Ohne no tiene autenticación en dos pasos que restablecer.');
  });
});

describe('the account’s own language', () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { language } } }`;
  const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { language } }`;
  const person = (email: string) => ({ name: 'Lucía Pérez', email, password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', agreeToTerms: true });

  it('takes the language of the page a person registers on, and answers them in it whatever their browser asks', async () => {
    const registered = await call('/graphql', { language: 'es', body: { query: REGISTER, variables: { input: person('lucia@languages.test') } } });
    expect(registered.body.data.register.user).toEqual({ language: 'es' });
    const token = registered.body.data.register.token as string;
    // Their own language wins over the header from then on (the back office, the account pages, their e-mails).
    const refused = await call('/graphql', { language: 'de', token, body: { query: PROFILE, variables: { input: { name: ' ' } } } });
    expect(refused.body.errors[0].extensions.fields).toEqual({ name: 'El campo «Nombre completo» es obligatorio' });
    const rest = await call('/api/auth/profile', { method: 'PUT', language: 'fr', token, body: { name: ' ' } });
    expect(rest.body.errors).toEqual({ name: 'El campo «Nombre completo» es obligatorio' });
  });

  it('lets a person choose their language on the profile, and names a language the product does not speak', async () => {
    const registered = await call('/graphql', { body: { query: REGISTER, variables: { input: { ...person('jean@languages.test'), language: 'fr' } } } });
    const token = registered.body.data.register.token as string;
    expect(registered.body.data.register.user).toEqual({ language: 'fr' });
    const changed = await call('/graphql', { token, body: { query: PROFILE, variables: { input: { language: 'de' } } } });
    expect(changed.body.data.updateProfile).toEqual({ language: 'de' });
    const wrong = await call('/graphql', { token, body: { query: PROFILE, variables: { input: { language: 'it' } } } });
    expect(wrong.body.errors[0].extensions.fields).toEqual({ language: 'Sprache muss einer dieser Werte sein: en, es, fr, de' });
  });
});
