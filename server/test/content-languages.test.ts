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
    // The default FAQs are created on an empty collection only: before this test's own.
    expect((await gqlIn(undefined, 'mutation { initializeContactData { faqs } }', {}, admin)).body.errors).toBeUndefined();
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

describe('FAQs in every language', () => {
  const TEXT = 'question answer';
  const CREATE = `mutation($input: FaqInput!) { createFaq(input: $input) { id ${TEXT} translations { en { ${TEXT} } es { ${TEXT} } fr { ${TEXT} } de { ${TEXT} } } } }`;
  const UPDATE = `mutation($id: ID!, $input: FaqUpdateInput!) { updateFaq(id: $id, input: $input) { id translations { es { question } fr { question } } } }`;
  const LIST = `{ faqs { id ${TEXT} translations { es { question } } } }`;
  const SEARCH = `query($q: String!) { adminSearch(query: $q) { type hits { id } } }`;
  const english = { question: 'Do you sign an NDA before a project?', answer: 'Yes, before we see any of your data.', category: 'projects' };
  let id: string;

  beforeAll(async () => {
    // The default FAQs are created on an empty collection only: before this test's own.
    expect((await gqlIn(undefined, 'mutation { initializeContactData { faqs } }', {}, admin)).body.errors).toBeUndefined();
    const res = await gqlIn(
      'en',
      CREATE,
      { input: { ...english, translations: { es: { question: '¿Firmáis un acuerdo de confidencialidad antes de un proyecto?', answer: 'Sí, antes de ver cualquiera de tus datos.' }, de: { question: 'Unterzeichnen Sie vorab eine Geheimhaltungsvereinbarung?' } } } },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    id = res.body.data.createFaq.id;
    expect(res.body.data.createFaq.translations).toMatchObject({ en: { question: english.question }, fr: null, de: { answer: null } });
  });

  const faqIn = async (language: string) => ((await gqlIn(language, LIST)).body.data.faqs as { id: string; question: string; answer: string; translations: unknown }[]).find((faq) => faq.id === id);

  it('answers each visitor in their language, a missing field or language from the default, then the original', async () => {
    expect(await faqIn('es')).toEqual({ id, question: '¿Firmáis un acuerdo de confidencialidad antes de un proyecto?', answer: 'Sí, antes de ver cualquiera de tus datos.', translations: null });
    expect(await faqIn('de')).toMatchObject({ question: 'Unterzeichnen Sie vorab eine Geheimhaltungsvereinbarung?', answer: english.answer });
    expect(await faqIn('fr')).toMatchObject({ question: english.question, answer: english.answer });
    await withSiteLanguage('es', async () => {
      expect(await faqIn('fr')).toMatchObject({ question: '¿Firmáis un acuerdo de confidencialidad antes de un proyecto?' });
    });
    const rest = await call('/api/faqs', { method: 'GET', language: 'es' });
    expect(rest.body.data.find((faq: { id: string }) => faq.id === id)).toMatchObject({ question: '¿Firmáis un acuerdo de confidencialidad antes de un proyecto?', translations: null });
  });

  it('is found by a word of its Spanish question in the back office search', async () => {
    const res = await gqlIn('es', SEARCH, { q: 'confidencialidad' }, admin);
    expect(res.body.errors).toBeUndefined();
    const items = (res.body.data.adminSearch as { hits: { id: string }[] }[]).flatMap((group) => group.hits);
    expect(items.map((item) => item.id)).toContain(id);
  });

  it('keeps the versions when an update leaves them out, and refuses a bad one naming its language and field', async () => {
    const kept = await gqlIn('en', UPDATE, { id, input: { answer: 'Yes, always.' } }, admin);
    expect(kept.body.data.updateFaq.translations).toMatchObject({ es: { question: '¿Firmáis un acuerdo de confidencialidad antes de un proyecto?' } });
    const bad = await gqlIn('en', UPDATE, { id, input: { translations: { fr: { question: 'q'.repeat(301) } } } }, admin);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ 'translations.fr.question': 'Question (French) must be at most 300 characters' });
  });

  it('ships the default FAQs in Spanish, French and German', async () => {
    const questions = async (language: string) => ((await gqlIn(language, LIST)).body.data.faqs as { question: string }[]).map((faq) => faq.question);
    expect(await questions('de')).toContain('Welche KI-Leistungen bieten Sie an?');
    expect(await questions('fr')).toContain('Quels services d’IA proposez-vous ?');
    expect(await questions('es')).toContain('¿Qué servicios de IA ofrecéis?');
  });
});

describe('contact items and offices in every language', () => {
  const OFFICE_TEXT = 'name address city country workingHours';
  const OFFICES = `{ globalOffices { id ${OFFICE_TEXT} translations { es { name city } } } }`;
  const CONTACT = `{ contactInfo { id title value translations { de { title } } } }`;
  const CREATE_OFFICE = `mutation($input: GlobalOfficeInput!) { createGlobalOffice(input: $input) { id translations { en { name } es { ${OFFICE_TEXT} } fr { name } de { name } } } }`;
  const UPDATE_OFFICE = `mutation($id: ID!, $input: GlobalOfficeUpdateInput!) { updateGlobalOffice(id: $id, input: $input) { id translations { es { name city } } } }`;
  const CREATE_ITEM = `mutation($input: ContactInfoInput!) { createContactInfo(input: $input) { id title translations { fr { title value } } } }`;
  const munich = {
    name: 'Munich Office',
    address: 'Leopoldstraße 10',
    city: 'Munich',
    country: 'Germany',
    phone: '+49 89 1234 5678',
    email: 'munich@aisolutions.com',
    timezone: 'CET (UTC+1)',
    workingHours: 'Mon-Fri 9 AM - 6 PM CET',
  };
  let officeId: string;

  beforeAll(async () => {
    expect((await gqlIn(undefined, 'mutation { initializeContactData { offices contactInfo } }', {}, admin)).body.errors).toBeUndefined();
    const res = await gqlIn('en', CREATE_OFFICE, { input: { ...munich, translations: { de: { name: 'Büro München', city: 'München', country: 'Deutschland' }, es: { name: 'Oficina de Múnich', city: 'Múnich' } } } }, admin);
    expect(res.body.errors).toBeUndefined();
    officeId = res.body.data.createGlobalOffice.id;
    expect(res.body.data.createGlobalOffice.translations).toMatchObject({ en: { name: 'Munich Office' }, es: { name: 'Oficina de Múnich', country: null }, fr: null });
  });

  const officeIn = async (language: string) =>
    ((await gqlIn(language, OFFICES)).body.data.globalOffices as { id: string; name: string; city: string; country: string; workingHours: string; translations: unknown }[]).find((o) => o.id === officeId);

  it('answers each visitor with the office in their language, each missing field from the default language, then the original', async () => {
    expect(await officeIn('de')).toMatchObject({ name: 'Büro München', city: 'München', country: 'Deutschland', address: 'Leopoldstraße 10', workingHours: munich.workingHours, translations: null });
    expect(await officeIn('es')).toMatchObject({ name: 'Oficina de Múnich', city: 'Múnich', country: 'Germany' });
    expect(await officeIn('fr')).toMatchObject({ name: 'Munich Office', city: 'Munich' });
    await withSiteLanguage('de', async () => {
      expect(await officeIn('fr')).toMatchObject({ name: 'Büro München', country: 'Deutschland' });
      expect(await officeIn('es')).toMatchObject({ name: 'Oficina de Múnich', country: 'Deutschland' });
    });
    const rest = await call('/api/global-offices', { method: 'GET', language: 'de' });
    expect(rest.body.data.find((o: { id: string }) => o.id === officeId)).toMatchObject({ name: 'Büro München', translations: null });
  });

  it('keeps an office’s versions when an update leaves them out, and refuses a bad one naming its language and field', async () => {
    const kept = await gqlIn('en', UPDATE_OFFICE, { id: officeId, input: { phone: '+49 89 0000 0000' } }, admin);
    expect(kept.body.data.updateGlobalOffice.translations).toMatchObject({ es: { name: 'Oficina de Múnich', city: 'Múnich' } });
    const bad = await gqlIn('de', UPDATE_OFFICE, { id: officeId, input: { translations: { fr: { city: 'c'.repeat(101) } } } }, admin);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ 'translations.fr.city': 'Stadt (Französisch) darf höchstens 100 Zeichen lang sein' });
  });

  it('translates a contact item’s title and value, and ships the default items and offices in Spanish, French and German', async () => {
    const created = await gqlIn('en', CREATE_ITEM, { input: { type: 'hours', title: 'Support Hours', value: 'Every day, 8 AM - 8 PM', translations: { fr: { title: 'Horaires du support', value: 'Tous les jours, de 8 h à 20 h' } } } }, admin);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createContactInfo.translations).toEqual({ fr: { title: 'Horaires du support', value: 'Tous les jours, de 8 h à 20 h' } });
    const items = async (language: string) => (await gqlIn(language, CONTACT)).body.data.contactInfo as { title: string; value: string; translations: unknown }[];
    expect(await items('fr')).toContainEqual(expect.objectContaining({ title: 'Horaires du support', value: 'Tous les jours, de 8 h à 20 h', translations: null }));
    expect((await items('de')).map((item) => item.title)).toEqual(expect.arrayContaining(['Schreiben Sie uns', 'Rufen Sie uns an', 'Besuchen Sie uns', 'Geschäftszeiten']));
    expect((await items('es')).find((item) => item.title === 'Horario de atención')?.value).toBe('Lunes a viernes, de 9:00 a 18:00 (PST)');
    const names = async (language: string) => ((await gqlIn(language, OFFICES)).body.data.globalOffices as { name: string }[]).map((o) => o.name);
    expect(await names('es')).toEqual(expect.arrayContaining(['Sede central de San Francisco', 'Oficina de Londres', 'Oficina de Singapur']));
    expect(await names('fr')).toEqual(expect.arrayContaining(['Siège de San Francisco', 'Bureau de Londres', 'Bureau de Singapour']));
    expect(await names('de')).toEqual(expect.arrayContaining(['Hauptsitz San Francisco', 'Büro London', 'Büro Singapur']));
  });
});

describe('the site’s description and payment instructions in every language', () => {
  const SITE = `{ site { siteDescription } }`;
  const SETTINGS = `{ systemSettings { general { siteDescription translations { en { siteDescription } de { siteDescription paymentInstructions } es { siteDescription } } } } }`;
  const UPDATE = `mutation($general: GeneralSettingsInput) { updateSystemSettings(input: { general: $general }) { general { paymentInstructions translations { es { siteDescription paymentInstructions } fr { siteDescription } } } } }`;

  it('ships the tagline in four languages, each visitor reading their own, on GraphQL, REST and the page’s meta description', async () => {
    const english = (await gqlIn('en', SITE)).body.data.site.siteDescription as string;
    expect(english).toMatch(/^Empowering businesses/);
    expect((await gqlIn('de', SITE)).body.data.site.siteDescription).toMatch(/^Wir stärken Unternehmen/);
    expect((await call('/api/site', { method: 'GET', language: 'fr' })).body.data.siteDescription).toMatch(/^Nous accompagnons les entreprises/);
    const staff = (await gqlIn('en', SETTINGS, {}, admin)).body.data.systemSettings.general;
    expect(staff.translations).toMatchObject({ en: { siteDescription: english }, de: { paymentInstructions: null } });
    const page = await fetch(`${t.url}/de/login`).then((res) => res.text());
    expect(page).toMatch(/<meta name="description" content="Wir stärken Unternehmen/);
  });

  it('saves a language’s version, keeps the versions an update leaves out, and names a bad one’s language and field', async () => {
    const saved = await gqlIn('en', UPDATE, { general: { paymentInstructions: 'Pay by bank transfer to IBAN DE00 1234.', translations: { es: { paymentInstructions: 'Paga por transferencia bancaria al IBAN DE00 1234.' }, fr: { siteDescription: 'Des solutions d’IA et des formations.' } } } }, admin);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateSystemSettings.general.translations).toMatchObject({ es: { siteDescription: null, paymentInstructions: 'Paga por transferencia bancaria al IBAN DE00 1234.' }, fr: { siteDescription: 'Des solutions d’IA et des formations.' } });
    expect((await gqlIn('fr', SITE)).body.data.site.siteDescription).toBe('Des solutions d’IA et des formations.');
    // Spanish has no description of its own now: the original stands.
    expect((await gqlIn('es', SITE)).body.data.site.siteDescription).toMatch(/^Empowering businesses/);
    const kept = await gqlIn('en', UPDATE, { general: { siteName: 'AI Solutions' } }, admin);
    expect(kept.body.data.updateSystemSettings.general.translations.fr).toEqual({ siteDescription: 'Des solutions d’IA et des formations.' });
    const bad = await gqlIn('es', UPDATE, { general: { translations: { es: { siteDescription: 'd'.repeat(301) } } } }, admin);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ 'general.translations.es.siteDescription': '«Descripción del sitio (español)» admite como máximo 300 caracteres' });
  });
});

describe('jobs in every language', () => {
  const TEXT = 'title description experience requirements benefits';
  const CREATE = `mutation($input: JobInput!) { createJob(input: $input) { id translations { en { ${TEXT} } es { ${TEXT} } fr { title } de { title } } } }`;
  const ONE = `query($id: ID!) { job(id: $id) { ${TEXT} translations { es { title } } } }`;
  const SEARCH = `query($search: String) { jobs(filter: { search: $search }) { items { id title } } }`;
  const english = {
    title: 'Speech Recognition Engineer',
    company: 'AI Solutions',
    location: 'Madrid, Spain',
    description: 'Build speech models for call centres.',
    experience: '3+ years',
    requirements: ['Python', 'Signal processing'],
    benefits: ['Flexible hours'],
  };
  let id: string;

  beforeAll(async () => {
    const res = await gqlIn(
      'en',
      CREATE,
      { input: { ...english, translations: { es: { title: 'Ingeniero/a de reconocimiento de voz', description: 'Construye modelos de voz para centros de atención telefónica.', experience: 'Más de 3 años', requirements: ['Python', 'Procesamiento de señales'] } } } },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    id = res.body.data.createJob.id;
    expect(res.body.data.createJob.translations).toMatchObject({ en: { title: english.title, benefits: english.benefits }, es: { benefits: null }, fr: null, de: null });
  });

  it('answers each visitor in their language, each missing field from the default language, then the original', async () => {
    expect((await gqlIn('es', ONE, { id })).body.data.job).toEqual({
      title: 'Ingeniero/a de reconocimiento de voz',
      description: 'Construye modelos de voz para centros de atención telefónica.',
      experience: 'Más de 3 años',
      requirements: ['Python', 'Procesamiento de señales'],
      // No Spanish benefits: the original's.
      benefits: english.benefits,
      translations: null,
    });
    expect((await gqlIn('de', ONE, { id })).body.data.job).toMatchObject({ title: english.title, description: english.description, experience: '3+ years' });
    await withSiteLanguage('es', async () => {
      expect((await gqlIn('de', ONE, { id })).body.data.job).toMatchObject({ title: 'Ingeniero/a de reconocimiento de voz' });
    });
    const rest = await call(`/api/jobs/${id}`, { method: 'GET', language: 'es' });
    expect(rest.body.data).toMatchObject({ title: 'Ingeniero/a de reconocimiento de voz', translations: null });
  });

  it('is found by a word of its Spanish text on the job board', async () => {
    const found = (await gqlIn('es', SEARCH, { search: 'atención telefónica' })).body.data.jobs.items;
    expect(found).toEqual([{ id, title: 'Ingeniero/a de reconocimiento de voz' }]);
  });

  it('refuses a bad version naming its language and field', async () => {
    const res = await gqlIn('en', `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id } }`, { id, input: { ...english, translations: { de: { title: 't'.repeat(121) } } } }, admin);
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ 'translations.de.title': 'Title (German) must be at most 120 characters' });
  });
});

describe('courses in every language', () => {
  const TEXT = 'title description duration skills';
  const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { id translations { en { ${TEXT} } es { ${TEXT} } fr { title } de { title } } } }`;
  const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { id translations { es { title } de { title skills } } } }`;
  const ONE = `query($id: ID!) { course(id: $id) { ${TEXT} translations { es { title } } } }`;
  const SEARCH = `query($search: String) { courses(filter: { search: $search }) { items { id title } } }`;
  const ADMIN_SEARCH = `query($q: String!) { adminSearch(query: $q) { type hits { id } } }`;
  const english = {
    title: 'Computer Vision in Retail',
    description: 'Count shelves and queues with cameras you already have.',
    duration: '4 weeks',
    skills: ['Object detection', 'Edge deployment'],
    level: 'intermediate',
    status: 'published',
  };
  const spanish = {
    title: 'Visión artificial para el comercio minorista',
    description: 'Cuenta estanterías y colas con las cámaras que ya tienes.',
    duration: '4 semanas',
    skills: ['Detección de objetos', 'Despliegue en el edge'],
  };
  let id: string;

  beforeAll(async () => {
    // Spanish complete, German only its title, French absent.
    const res = await gqlIn('en', CREATE, { input: { ...english, translations: { es: spanish, de: { title: 'Computer Vision im Einzelhandel', description: ' ' } } } }, admin);
    expect(res.body.errors).toBeUndefined();
    id = res.body.data.createCourse.id;
    expect(res.body.data.createCourse.translations).toEqual({
      en: { title: english.title, description: english.description, duration: english.duration, skills: english.skills },
      es: spanish,
      fr: null,
      de: { title: 'Computer Vision im Einzelhandel' },
    });
  });

  it('answers each visitor in their language, each missing field from the default language, then the original', async () => {
    expect((await gqlIn('es', ONE, { id })).body.data.course).toEqual({ ...spanish, translations: null });
    // German has only a title: the rest is the original's.
    expect((await gqlIn('de', ONE, { id })).body.data.course).toMatchObject({ title: 'Computer Vision im Einzelhandel', description: english.description, duration: english.duration, skills: english.skills });
    expect((await gqlIn('fr', ONE, { id })).body.data.course).toMatchObject({ title: english.title, skills: english.skills });
    await withSiteLanguage('es', async () => {
      expect((await gqlIn('fr', ONE, { id })).body.data.course).toMatchObject({ title: spanish.title, description: spanish.description });
      expect((await gqlIn('de', ONE, { id })).body.data.course).toMatchObject({ title: 'Computer Vision im Einzelhandel', description: spanish.description });
    });
    const rest = await call(`/api/courses/${id}`, { method: 'GET', language: 'es' });
    expect(rest.body.data).toMatchObject({ title: spanish.title, skills: spanish.skills, translations: null });
  });

  it('keeps each language’s answer apart in the public cache', async () => {
    const SET_CACHE = `mutation($on: Boolean) { updateSystemSettings(input: { system: { cacheEnabled: $on } }) { system { cacheEnabled } } }`;
    await gqlIn(undefined, SET_CACHE, { on: true }, admin);
    try {
      const read = async (language: string) => (await gqlIn(language, ONE, { id })).body.data.course.title as string;
      expect(await read('es')).toBe(spanish.title);
      expect(await read('en')).toBe(english.title);
      expect(await read('es')).toBe(spanish.title);
    } finally {
      await gqlIn(undefined, SET_CACHE, { on: false }, admin);
    }
  });

  it('is found by a word of its Spanish text in the catalog and in the back office search', async () => {
    expect((await gqlIn('es', SEARCH, { search: 'estanterías' })).body.data.courses.items).toEqual([{ id, title: spanish.title }]);
    expect((await gqlIn('es', SEARCH, { search: 'Detección de objetos' })).body.data.courses.items).toEqual([{ id, title: spanish.title }]);
    const rest = await call(`/api/courses?search=${encodeURIComponent('Einzelhandel')}`, { method: 'GET', language: 'de' });
    expect(rest.body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    const res = await gqlIn('en', ADMIN_SEARCH, { q: 'minorista' }, admin);
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data.adminSearch as { hits: { id: string }[] }[]).flatMap((group) => group.hits).map((hit) => hit.id)).toContain(id);
  });

  it('keeps the versions when an update leaves them out, and replaces them when it gives them', async () => {
    const kept = await gqlIn('en', UPDATE, { id, input: { title: 'Computer Vision for Retail' } }, admin);
    expect(kept.body.data.updateCourse.translations).toMatchObject({ es: { title: spanish.title }, de: { title: 'Computer Vision im Einzelhandel' } });
    const patched = await call(`/api/courses/${id}`, { method: 'PATCH', token: admin, body: { translations: { de: { title: 'Bildverarbeitung im Handel', skills: ['Objekterkennung'] } } } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.translations).toMatchObject({ es: null, fr: null, de: { title: 'Bildverarbeitung im Handel', skills: ['Objekterkennung'] } });
  });

  it('refuses a bad version naming its language and field, in the caller’s language', async () => {
    const res = await gqlIn('en', UPDATE, { id, input: { translations: { fr: { title: 't'.repeat(151) }, de: { skills: ['s'.repeat(61)] } } } }, admin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toEqual({
      'translations.fr.title': 'Title (French) must be at most 150 characters',
      'translations.de.skills.0': 'Each entry of Skills (German) must be at most 60 characters',
    });
    const rest = await call(`/api/courses/${id}`, { method: 'PATCH', token: admin, language: 'de', body: { translations: { es: 'Hola' } } });
    expect(rest.status).toBe(400);
    expect(rest.body.errors['translations.es']).toMatch(/Spanisch/);
  });
});

describe('a course’s module, lesson and quiz titles in every language', () => {
  const OUTLINE = `query($id: ID!) { course(id: $id) { modules { title lessons { title } quiz { title } } } }`;
  const PLAYER = `query($id: ID!) { courseContent(courseId: $id) { title modules { title lessons { title } quiz { title } } } }`;
  const BUILDER = `query($id: ID!) { courseBuilder(courseId: $id) { modules { id translations { en { title } es { title } de { title } } lessons { id translations { es { title } } } quiz { translations { es { title } } } } } }`;
  const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { id } }`;
  const quiz = {
    title: 'Check your understanding',
    translations: { es: { title: 'Comprueba lo que has aprendido' } },
    passMark: 50,
    questions: [{ text: 'Is a prompt an instruction?', kind: 'trueFalse', options: [{ text: 'True', correct: true }, { text: 'False', correct: false }] }],
  };
  const modules = [
    {
      title: 'Getting started',
      translations: { es: { title: 'Primeros pasos' }, de: { title: 'Erste Schritte' } },
      lessons: [{ title: 'What a prompt is', translations: { es: { title: 'Qué es un prompt' } }, content: 'A prompt is an instruction.' }],
      quiz,
    },
  ];
  let id: string;

  beforeAll(async () => {
    const res = await gqlIn('en', `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`, { input: { title: 'Prompting 101', description: 'Write prompts that work.', status: 'published', modules, translations: { es: { title: 'Prompts desde cero' } } } }, admin);
    expect(res.body.errors).toBeUndefined();
    id = res.body.data.createCourse.id;
  });

  it('shows the outline on the course page and in the course player in the reader’s language, the original where a title has no version', async () => {
    expect((await gqlIn('es', OUTLINE, { id })).body.data.course.modules).toEqual([{ title: 'Primeros pasos', lessons: [{ title: 'Qué es un prompt' }], quiz: { title: 'Comprueba lo que has aprendido' } }]);
    expect((await gqlIn('de', OUTLINE, { id })).body.data.course.modules).toEqual([{ title: 'Erste Schritte', lessons: [{ title: 'What a prompt is' }], quiz: { title: 'Check your understanding' } }]);
    const player = await gqlIn('es', PLAYER, { id }, admin);
    expect(player.body.errors).toBeUndefined();
    expect(player.body.data.courseContent).toEqual({ title: 'Prompts desde cero', modules: [{ title: 'Primeros pasos', lessons: [{ title: 'Qué es un prompt' }], quiz: { title: 'Comprueba lo que has aprendido' } }] });
    const rest = await call(`/api/courses/${id}/content`, { method: 'GET', language: 'es', token: admin });
    expect(rest.body.data.modules[0]).toMatchObject({ title: 'Primeros pasos', lessons: [{ title: 'Qué es un prompt' }] });
  });

  it('gives the course builder every version, keeps them when a save leaves them out, and refuses a bad one naming its language and field', async () => {
    const builder = async () => (await gqlIn('en', BUILDER, { id }, admin)).body.data.courseBuilder.modules;
    expect(await builder()).toEqual([{ id: expect.any(String), translations: { en: { title: 'Getting started' }, es: { title: 'Primeros pasos' }, de: { title: 'Erste Schritte' } }, lessons: [{ id: expect.any(String), translations: { es: { title: 'Qué es un prompt' } } }], quiz: { translations: { es: { title: 'Comprueba lo que has aprendido' } } } }]);
    const [saved] = await builder();
    const kept = await gqlIn('en', UPDATE, { id, input: { modules: [{ id: saved.id, title: 'Getting started', lessons: [{ id: saved.lessons[0].id, title: 'What a prompt is' }] }] } }, admin);
    expect(kept.body.errors).toBeUndefined();
    expect((await builder())[0].translations.es).toEqual({ title: 'Primeros pasos' });
    expect((await builder())[0].lessons[0].translations.es).toEqual({ title: 'Qué es un prompt' });
    const bad = await gqlIn('en', UPDATE, { id, input: { modules: [{ title: 'Getting started', lessons: [{ title: 'What a prompt is', translations: { de: { title: 'x'.repeat(201) } } }] }] } }, admin);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ 'modules.0.lessons.0.translations.de.title': 'Lesson title (German) must be at most 200 characters' });
  });
});

describe('a course’s lesson text and quiz questions in every language', () => {
  const PLAYER = `query($id: ID!) { courseContent(courseId: $id) { modules { lessons { id content } quiz { id questions { id text options { id text } } } } } }`;
  const BUILDER = `query($id: ID!) { courseBuilder(courseId: $id) { modules { id lessons { id title content contentTranslations { en { content } es { content } fr { content } de { content } } } quiz { id questions { id translations { en { text explanation options } fr { text explanation options } de { text } } options { id correct } } } } } }`;
  const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { id } }`;
  const SUBMIT = `mutation($courseId: ID!, $quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(courseId: $courseId, quizId: $quizId, answers: $answers) { score correctCount questions { correct explanation } } }`;
  const question = {
    text: 'Which prompt gives the model an example?',
    kind: 'single',
    explanation: 'An example shows the model the answer you want.',
    translations: {
      es: { text: '¿Qué prompt le da un ejemplo al modelo?', explanation: 'Un ejemplo le muestra al modelo la respuesta que buscas.', options: ['Few-shot (con ejemplos)', 'Zero-shot (sin ejemplos)'] },
      fr: { text: 'Quel prompt donne un exemple au modèle ?', explanation: 'Un exemple montre au modèle la réponse que vous attendez.', options: ['Few-shot (avec exemples)', 'Zero-shot (sans exemple)'] },
    },
    options: [
      { text: 'Few-shot', correct: true },
      { text: 'Zero-shot', correct: false },
    ],
  };
  const lesson = {
    title: 'What a prompt is',
    content: '## A prompt\n\nA prompt is an instruction.',
    contentTranslations: { es: { content: '## Un prompt\n\nUn prompt es una instrucción.' } },
    preview: true,
  };
  let id: string;

  beforeAll(async () => {
    const input = { title: 'Prompt patterns', description: 'Prompts that work, in any language.', status: 'published', price: 0, modules: [{ title: 'Patterns', lessons: [lesson], quiz: { title: 'Patterns quiz', passMark: 50, questions: [question] } }] };
    const res = await gqlIn('en', `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`, { input }, admin);
    expect(res.body.errors).toBeUndefined();
    id = res.body.data.createCourse.id;
  });

  const player = async (language: string) => {
    const res = await gqlIn(language, PLAYER, { id }, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.courseContent.modules[0];
  };

  it('gives a Spanish reader the Spanish lesson and quiz question, on GraphQL and REST', async () => {
    const module = await player('es');
    expect(module.lessons[0].content).toBe('## Un prompt\n\nUn prompt es una instrucción.');
    expect(module.quiz.questions[0]).toMatchObject({ text: '¿Qué prompt le da un ejemplo al modelo?', options: [{ text: 'Few-shot (con ejemplos)' }, { text: 'Zero-shot (sin ejemplos)' }] });
    // The free preview, read by a guest.
    const rest = await call(`/api/courses/${id}/lessons/${module.lessons[0].id}`, { method: 'GET', language: 'es' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.content).toBe('## Un prompt\n\nUn prompt es una instrucción.');
    const english = await player('en');
    expect(english.lessons[0].content).toBe('## A prompt\n\nA prompt is an instruction.');
    expect(english.quiz.questions[0].text).toBe('Which prompt gives the model an example?');
  });

  it('gives a German reader, who has no version, the site’s default language, else the original', async () => {
    const german = await player('de');
    expect(german.lessons[0].content).toBe('## A prompt\n\nA prompt is an instruction.');
    expect(german.quiz.questions[0]).toMatchObject({ text: 'Which prompt gives the model an example?', options: [{ text: 'Few-shot' }, { text: 'Zero-shot' }] });
    await withSiteLanguage('es', async () => {
      const module = await player('de');
      expect(module.lessons[0].content).toBe('## Un prompt\n\nUn prompt es una instrucción.');
      expect(module.quiz.questions[0].text).toBe('¿Qué prompt le da un ejemplo al modelo?');
    });
  });

  it('grades a quiz answered in French as in English: same options, same score, the explanation in French', async () => {
    const student = await t.userWithToken('student');
    expect((await t.rest('POST', `/courses/${id}/enroll`, undefined, student.token)).status).toBe(201);
    const read = async (language: string) => (await gqlIn(language, PLAYER, { id }, student.token)).body.data.courseContent.modules[0].quiz;
    const [french, english] = await Promise.all([read('fr'), read('en')]);
    expect(french.questions[0].options.map((o: { id: string }) => o.id)).toEqual(english.questions[0].options.map((o: { id: string }) => o.id));
    const answer = (quiz: typeof french, option: number) => ({ courseId: id, quizId: quiz.id, answers: [{ questionId: quiz.questions[0].id, optionIds: [quiz.questions[0].options[option].id] }] });

    const inFrench = await gqlIn('fr', SUBMIT, answer(french, 0), student.token);
    const inEnglish = await gqlIn('en', SUBMIT, answer(english, 0), student.token);
    expect(inFrench.body.errors).toBeUndefined();
    expect(inFrench.body.data.submitQuizAttempt).toEqual({ score: 100, correctCount: 1, questions: [{ correct: true, explanation: 'Un exemple montre au modèle la réponse que vous attendez.' }] });
    expect(inEnglish.body.data.submitQuizAttempt).toEqual({ score: 100, correctCount: 1, questions: [{ correct: true, explanation: 'An example shows the model the answer you want.' }] });
    // A wrong answer is as wrong in French, over REST too.
    const wrong = await call(`/api/courses/${id}/quizzes/${french.id}/attempts`, { language: 'fr', token: student.token, body: { answers: { [french.questions[0].id]: [french.questions[0].options[1].id] } } });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(201);
    expect(wrong.body.data).toMatchObject({ score: 0, correctCount: 0, questions: [{ correct: false, explanation: 'Un exemple montre au modèle la réponse que vous attendez.' }] });
  });

  it('lets staff save a French version of the lesson and the quiz, read every version back, and keeps them when a save leaves them out', async () => {
    const builder = async () => {
      const res = await gqlIn('en', BUILDER, { id }, admin);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.courseBuilder.modules[0];
    };
    const before = await builder();
    const saved = before.lessons[0];
    const savedQuestion = before.quiz.questions[0];
    const french = '## Un prompt\n\nUn prompt est une consigne.';
    const input = {
      modules: [
        {
          id: before.id,
          title: 'Patterns',
          lessons: [{ id: saved.id, title: saved.title, contentTranslations: { es: lesson.contentTranslations.es, fr: { content: french } } }],
          quiz: {
            id: before.quiz.id,
            title: 'Patterns quiz',
            passMark: 50,
            questions: [
              {
                ...question,
                id: savedQuestion.id,
                translations: { fr: { text: 'Quel prompt contient un exemple ?', explanation: 'L’exemple guide le modèle.', options: ['Few-shot', 'Zero-shot'] } },
                options: question.options.map((o, i) => ({ ...o, id: savedQuestion.options[i].id })),
              },
            ],
          },
        },
      ],
    };
    expect((await gqlIn('en', UPDATE, { id, input }, admin)).body.errors).toBeUndefined();
    const after = await builder();
    expect(after.lessons[0]).toMatchObject({ id: saved.id, content: lesson.content, contentTranslations: { en: { content: lesson.content }, es: { content: lesson.contentTranslations.es.content }, fr: { content: french }, de: null } });
    expect(after.quiz.questions[0]).toEqual({
      id: savedQuestion.id,
      translations: {
        en: { text: question.text, explanation: question.explanation, options: ['Few-shot', 'Zero-shot'] },
        fr: { text: 'Quel prompt contient un exemple ?', explanation: 'L’exemple guide le modèle.', options: ['Few-shot', 'Zero-shot'] },
        de: null,
      },
      options: [
        { id: savedQuestion.options[0].id, correct: true },
        { id: savedQuestion.options[1].id, correct: false },
      ],
    });
    // A save that sends titles only (an older caller) keeps the versions.
    const titlesOnly = await gqlIn('en', UPDATE, { id, input: { modules: [{ id: before.id, title: 'Patterns', lessons: [{ id: saved.id, title: saved.title }] }] } }, admin);
    expect(titlesOnly.body.errors).toBeUndefined();
    const kept = await builder();
    expect(kept.lessons[0].contentTranslations.fr).toEqual({ content: french });
    expect(kept.quiz.questions[0].translations.fr.text).toBe('Quel prompt contient un exemple ?');
  });

  it('refuses a version that is too long, naming its language and field, in the caller’s language', async () => {
    const modules = (lessonOver: object, questionOver: object) => [{ title: 'Patterns', lessons: [{ ...lesson, ...lessonOver }], quiz: { title: 'Patterns quiz', passMark: 50, questions: [{ ...question, ...questionOver }] } }];
    const tooLong = await gqlIn('en', UPDATE, { id, input: { modules: modules({ contentTranslations: { fr: { content: 'x'.repeat(50_001) } } }, { translations: { de: { explanation: 'x'.repeat(2001) } } }) } }, admin);
    expect(tooLong.body.errors?.[0]?.extensions?.fields).toEqual({
      'modules.0.lessons.0.contentTranslations.fr.content': 'Lesson content (French) must be at most 50000 characters',
      'modules.0.quiz.questions.0.translations.de.explanation': 'Explanation (German) must be at most 2000 characters',
    });
    const option = await call(`/api/courses/${id}`, { method: 'PATCH', language: 'es', token: admin, body: { modules: modules({}, { translations: { es: { options: ['x'.repeat(501)] } } }) } });
    expect(option.status).toBe(400);
    expect(option.body.errors).toEqual({ 'modules.0.quiz.questions.0.translations.es.options.0': '«Opción (español)» admite como máximo 500 caracteres' });
    const extra = await gqlIn('en', UPDATE, { id, input: { modules: modules({}, { translations: { fr: { options: ['Un', 'Deux', 'Trois'] } } }) } }, admin);
    expect(extra.body.errors?.[0]?.extensions?.fields).toEqual({ 'modules.0.quiz.questions.0.translations.fr.options': 'The French version lists more options than the question has (2)' });
  });
});
