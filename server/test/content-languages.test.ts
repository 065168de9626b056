import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;

const SET_LANGUAGE = `mutation($language: String) { updateSystemSettings(input: { general: { language: $language } }) { general { language } } }`;

/** A request as a visitor (or a staff member, with `token`) reading `language` sends it. */
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
  return { status: res.status, body: (await res.json()) as any };
}

const gqlIn = (language: string | undefined, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  call('/graphql', { body: { query, variables }, ...(language ? { language } : {}), ...(token ? { token } : {}) });

async function withSiteLanguage(language: string, run: () => Promise<void>): Promise<void> {
  expect((await gqlIn(undefined, SET_LANGUAGE, { language }, admin)).body.errors).toBeUndefined();
  try {
    await run();
  } finally {
    await gqlIn(undefined, SET_LANGUAGE, { language: 'en' }, admin);
  }
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

describe('services in every language', () => {
  const TEXT = 'title description shortDescription features';
  const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { id ${TEXT} translations { en { ${TEXT} } es { ${TEXT} } fr { ${TEXT} } de { ${TEXT} } } } }`;
  const UPDATE = `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id title translations { es { title } fr { title } } } }`;
  const ONE = `query($id: ID!) { service(id: $id) { ${TEXT} translations { es { title } } } }`;
  const SEARCH = `query($search: String) { services(filter: { search: $search }) { items { id title } } }`;

  const english = {
    title: 'Edge AI Deployment',
    shortDescription: 'Models that run where your data is.',
    description: 'We compress and ship models to phones, cameras and gateways.',
    features: ['Model compression', 'Device fleets'],
    category: 'Development',
    status: 'active',
  };
  let id: string;

  beforeAll(async () => {
    const res = await gqlIn(
      'en',
      CREATE,
      {
        input: {
          ...english,
          translations: {
            // Spanish complete, German missing the description, French absent.
            es: { title: 'Despliegue de IA en el edge', shortDescription: 'Modelos que funcionan donde están tus datos.', description: 'Comprimimos y llevamos modelos a móviles, cámaras y gateways.', features: ['Compresión de modelos', 'Flotas de dispositivos'] },
            de: { title: 'Edge-KI-Bereitstellung', shortDescription: 'Modelle, die dort laufen, wo Ihre Daten sind.', description: '  ', features: [] },
          },
        },
      },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    id = res.body.data.createService.id;
    // Staff read every version as stored: blank fields are not stored, a language without text is null.
    expect(res.body.data.createService.translations).toEqual({
      en: { title: english.title, description: english.description, shortDescription: english.shortDescription, features: english.features },
      es: expect.objectContaining({ title: 'Despliegue de IA en el edge' }),
      fr: null,
      de: { title: 'Edge-KI-Bereitstellung', shortDescription: 'Modelle, die dort laufen, wo Ihre Daten sind.', description: null, features: null },
    });
  });

  it('answers a Spanish visitor in Spanish, on GraphQL and REST', async () => {
    const gql = await gqlIn('es', ONE, { id });
    expect(gql.body.data.service).toEqual({
      title: 'Despliegue de IA en el edge',
      shortDescription: 'Modelos que funcionan donde están tus datos.',
      description: 'Comprimimos y llevamos modelos a móviles, cámaras y gateways.',
      features: ['Compresión de modelos', 'Flotas de dispositivos'],
      // Visitors never see the other versions.
      translations: null,
    });
    const rest = await call(`/api/services/${id}`, { method: 'GET', language: 'es' });
    expect(rest.body.data).toMatchObject({ title: 'Despliegue de IA en el edge', features: ['Compresión de modelos', 'Flotas de dispositivos'] });
    expect(rest.body.data.translations).toBeNull();
  });

  it('fills every field a translation lacks: from the site’s default language, then from the original', async () => {
    // German lacks the description and features: they come from the original (English).
    const de = (await gqlIn('de', ONE, { id })).body.data.service;
    expect(de).toMatchObject({ title: 'Edge-KI-Bereitstellung', description: english.description, features: english.features });
    // French has no version: with Spanish as the site's default, a French visitor reads Spanish.
    await withSiteLanguage('es', async () => {
      const fr = (await gqlIn('fr', ONE, { id })).body.data.service;
      expect(fr).toMatchObject({ title: 'Despliegue de IA en el edge', features: ['Compresión de modelos', 'Flotas de dispositivos'] });
    });
    // With English as the default, the French visitor reads the original; no field is ever empty.
    const fr = (await gqlIn('fr', ONE, { id })).body.data.service;
    expect(fr).toMatchObject({ title: english.title, description: english.description, shortDescription: english.shortDescription, features: english.features });
  });

  it('keeps each language’s answer apart in the public cache', async () => {
    const SET_CACHE = `mutation($on: Boolean) { updateSystemSettings(input: { system: { cacheEnabled: $on } }) { system { cacheEnabled } } }`;
    await gqlIn(undefined, SET_CACHE, { on: true }, admin);
    try {
      const read = async (language: string) => (await call(`/api/services/${id}`, { method: 'GET', language })).body.data.title as string;
      expect(await read('es')).toBe('Despliegue de IA en el edge');
      expect(await read('en')).toBe(english.title);
      expect(await read('es')).toBe('Despliegue de IA en el edge');
    } finally {
      await gqlIn(undefined, SET_CACHE, { on: false }, admin);
    }
  });

  it('finds a service by a word of its Spanish text, in the public search', async () => {
    const found = (await gqlIn('es', SEARCH, { search: 'gateways' })).body.data.services.items;
    expect(found.map((s: { id: string }) => s.id)).toContain(id);
    const spanishOnly = (await gqlIn('es', SEARCH, { search: 'dispositivos' })).body.data.services.items;
    expect(spanishOnly).toEqual([{ id, title: 'Despliegue de IA en el edge' }]);
    const rest = await call(`/api/services?search=${encodeURIComponent('Flotas')}`, { method: 'GET', language: 'es' });
    expect(rest.body.data.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('keeps the versions when an update leaves them out, and replaces them when it gives them', async () => {
    const kept = await gqlIn('en', UPDATE, { id, input: { ...english, title: 'Edge AI Deployment Services' } }, admin);
    expect(kept.body.data.updateService.translations).toMatchObject({ es: { title: 'Despliegue de IA en el edge' }, fr: null });
    const replaced = await gqlIn('en', UPDATE, { id, input: { ...english, translations: { es: { title: 'IA en el edge' }, fr: { title: 'IA embarquée' } } } }, admin);
    expect(replaced.body.data.updateService.translations).toMatchObject({ es: { title: 'IA en el edge' }, fr: { title: 'IA embarquée' } });
    const patched = await call(`/api/services/${id}`, { method: 'PATCH', token: admin, body: { translations: { de: { title: 'KI am Edge' } } } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.translations).toMatchObject({ es: null, fr: null, de: { title: 'KI am Edge' } });
  });

  it('refuses a version’s bad field with a message naming the language and the field, in the caller’s language', async () => {
    const res = await gqlIn('en', UPDATE, { id, input: { ...english, translations: { es: { title: 'x'.repeat(121) }, de: { features: ['y'.repeat(201)] } } } }, admin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toEqual({
      'translations.es.title': 'Title (Spanish) must be at most 120 characters',
      'translations.de.features.0': 'Each entry of Features (German) must be at most 200 characters',
    });
    const rest = await call(`/api/services/${id}`, { method: 'PATCH', token: admin, language: 'de', body: { translations: { fr: 'Bonjour' } } });
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.errors)).toEqual(['translations.fr']);
    expect(rest.body.errors['translations.fr']).toMatch(/Französisch/);
  });
});
