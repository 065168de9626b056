import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { SETTLE, STRONG_PASSWORD, apiSignIn, graphql, putBackAfterEach, sentMails, signInAsAdmin, unique, uniqueEmail } from './support/app';
import { adminSession } from './support/two-factor';

// Journey: a visitor reads the site in their language, at an address of its own per language.

/** What a journey changes on the shared server (the site's language, the first admin's) is put back after it. */
const putBack = putBackAfterEach();

const setAccountLanguage = (request: APIRequestContext, token: string, language: string) =>
  graphql(request, 'mutation($language: String) { updateProfile(input: { language: $language }) { id } }', { language }, token);

test.describe('a URL per language', () => {
  test('a visitor opens /de/, goes to a course, switches to French and stays on that course', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Kurse', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/de/courses');
    const firstCourse = page.locator('main a[href^="/de/courses/"]').first();
    const href = await firstCourse.getAttribute('href');
    expect(href).toMatch(/^\/de\/courses\/[0-9a-f]{24}$/);
    await firstCourse.click();
    await expect(page).toHaveURL((url) => url.pathname === href);

    await page.getByRole('banner').getByRole('button', { name: 'Sprache: Deutsch' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['English', 'Español', 'Français', 'Deutsch']);
    await menu.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page).toHaveURL((url) => url.pathname === href?.replace('/de/', '/fr/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Formations', exact: true })).toBeVisible();
    // English, the default language, lives at the plain address.
    await page.getByRole('banner').getByRole('button', { name: 'Langue : Français' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'English' })).toHaveAttribute('href', href?.replace('/de/', '/') ?? '');
  });

  test('the phone menu offers the languages too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/about');
    await page.getByRole('button', { name: 'Abrir o cerrar el menú de navegación' }).click();
    const languages = page.getByRole('navigation').getByRole('list').filter({ hasText: 'Idioma' });
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/about');
  });

  test.describe('a visitor whose browser prefers German', () => {
    test.use({ locale: 'de-DE' });

    test('is offered the German page once, never redirected, and the offer stays away once dismissed', async ({ page }) => {
      await page.goto('/about');
      await expect(page).toHaveURL((url) => url.pathname === '/about');
      const offer = page.getByRole('region', { name: 'Language suggestion' });
      await expect(offer).toContainText('This page is also available in Deutsch.');
      await expect(offer.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/about');
      await offer.getByRole('button', { name: 'Dismiss' }).click();
      await expect(offer).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Language suggestion' })).toHaveCount(0);
    });
  });

  test('a Spanish-speaking student registers on /es/register, is told what is wrong in Spanish, keeps Spanish as their language and is mailed in Spanish', async ({ page }) => {
    await page.goto('/es/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const email = uniqueEmail('e2e-lucia');
    await page.getByLabel('Nombre completo').fill('Lucía Pérez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(`${STRONG_PASSWORD}x`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Las contraseñas no coinciden').first()).toBeVisible();
    await page.locator('input[name="confirmPassword"]').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/es/dashboard');
    await expect(page.getByText(/Hola de nuevo/)).toBeVisible();
    // Their account now speaks Spanish: the dashboard's plain address opens in Spanish.
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/es/dashboard/profile');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveText('Español');
    // What is mailed to her is in Spanish too, whichever page asked for it.
    await graphql(page.request, 'mutation($email: String!) { forgotPassword(email: $email) { message } }', { email });
    await expect.poll(() => sentMails(email)[0]?.subject).toBe('Restablece tu contraseña');
    expect(sentMails(email)[0]?.text).toMatch(/\/es\/reset-password\?token=/);

    // The lessons she opens at /es/learn/… are in Spanish: the seeded free course's first lesson.
    const token = await apiSignIn(page.request, email, STRONG_PASSWORD);
    const { courses } = await graphql<{ courses: { items: { id: string; price: number }[] } }>(page.request, '{ courses(filter: { search: "Introduction to Generative AI" }) { items { id price } } }');
    const course = courses.items.find((item) => item.price === 0);
    if (!course) throw new Error('the free sample course "Introduction to Generative AI" is missing');
    expect((await page.request.post(`/api/courses/${course.id}/enroll`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(201);
    const { courseContent } = await graphql<{ courseContent: { modules: { lessons: { id: string }[] }[] } }>(page.request, 'query($id: ID!) { courseContent(courseId: $id) { modules { lessons { id } } } }', { id: course.id }, token);
    await page.goto(`/es/learn/${course.id}/${courseContent.modules[0]?.lessons[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Del autocompletado a los modelos de lenguaje' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Predecir la siguiente palabra' })).toBeVisible();
  });

  test("changing the site's default language to German moves German to the plain addresses and English under /en/", async ({ page, request }) => {
    const { token } = await adminSession(request);
    const setLanguage = (api: APIRequestContext, adminToken: string, language: string) =>
      graphql(api, 'mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { general { language } } }', { input: { general: { language } } }, adminToken);
    putBack((api, adminToken) => setLanguage(api, adminToken, 'en'));
    await setLanguage(request, token, 'de');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    // The German prefix now names the default language: it leads to the plain address.
    await page.goto('/de/about');
    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await page.goto('/en/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]));
    expect(alternates).toEqual(expect.arrayContaining([['de', '/about'], ['en', '/en/about'], ['x-default', '/about']]));
    await setLanguage(request, token, 'en');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an editor writes a service’s Spanish text in the back office and Spanish visitors read it on /es/services', async ({ page, browser, request }) => {
    test.slow();
    const { token } = await adminSession(request);
    const title = unique('E2E Language Service');
    const spanishTitle = `${title} (ES)`;
    const created = await graphql<{ createService: { id: string } }>(
      request,
      'mutation($input: ServiceInput!) { createService(input: $input) { id } }',
      { input: { title, shortDescription: 'An English summary.', description: 'An English description.', category: 'Training', status: 'active', features: ['English feature'] } },
      token,
    );
    try {
      await signInAsAdmin(page);
      await page.goto(`/admin/services?search=${encodeURIComponent(title)}`);
      const card = page.getByRole('article', { name: title });
      // No version in another language yet: the card says which ones are missing.
      await expect(card.getByTestId('missing-languages')).toHaveText('Missing: ES · FR · DE');
      await card.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Service' });
      await dialog.getByRole('tab', { name: 'Español (translation missing)' }).click();
      await expect(dialog.getByLabel('Title')).toHaveAttribute('placeholder', title);
      await dialog.getByLabel('Title').fill(spanishTitle);
      await dialog.getByLabel('Short Description').fill('Un resumen en español.');
      await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Una descripción en español.');
      await dialog.getByRole('textbox', { name: 'Feature 1' }).fill('Característica en español');
      await dialog.getByRole('button', { name: 'Update Service' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId('missing-languages')).toHaveText('Missing: FR · DE');

      const visitor = await (await browser.newContext()).newPage();
      const services = visitor.getByRole('region', { name: 'Nuestros servicios' });
      await expect(async () => {
        await visitor.goto('/es/services');
        await expect(services.getByRole('heading', { name: spanishTitle })).toBeVisible({ timeout: 1_000 });
      }).toPass(SETTLE);
      const spanishCard = services.getByRole('article').filter({ has: visitor.getByRole('heading', { name: spanishTitle }) });
      await expect(spanishCard.getByText('Un resumen en español.')).toBeVisible();
      await expect(spanishCard.getByText('Característica en español')).toBeVisible();
      // French has no version: a French visitor reads the original.
      await visitor.goto('/fr/services');
      await expect(visitor.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await visitor.context().close();
    } finally {
      await graphql(request, 'mutation($id: ID!) { deleteService(id: $id) }', { id: created.createService.id }, token);
    }
  });
});

test.describe('a French back office', () => {
  test('an administrator who reads the product in French edits a course’s Spanish text, and Spanish visitors read it on /es/courses/{id}', async ({ page, browser, request }) => {
    test.slow();
    const { token } = await adminSession(request);
    const title = unique('E2E Language Course');
    const spanishTitle = `${title} (ES)`;
    const created = await graphql<{ createCourse: { id: string } }>(
      request,
      'mutation($input: CourseInput!) { createCourse(input: $input) { id } }',
      { input: { title, description: 'An English description of the course.', status: 'published', modules: [{ title: 'Basics', lessons: [{ title: 'First steps' }] }] } },
      token,
    );
    putBack((api, adminToken) => graphql(api, 'mutation($id: ID!) { deleteCourse(id: $id) }', { id: created.createCourse.id }, adminToken));
    putBack((api, adminToken) => setAccountLanguage(api, adminToken, 'en'));
    await setAccountLanguage(request, token, 'fr');
    await signInAsAdmin(page);
    await page.goto(`/admin/courses?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des formations' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByTestId('missing-languages')).toHaveText('Manquant : ES · FR · DE');
    await card.getByRole('button', { name: `Modifier ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la formation' });
    await dialog.getByRole('tab', { name: 'Español (traduction manquante)' }).click();
    const titleField = dialog.getByRole('textbox', { name: 'Titre', exact: true });
    await expect(titleField).toHaveAttribute('placeholder', title);
    await titleField.fill(spanishTitle);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Una descripción del curso en español.');
    await dialog.getByRole('button', { name: 'Mettre à jour la formation' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('missing-languages')).toHaveText('Manquant : FR · DE');

    const visitor = await (await browser.newContext()).newPage();
    await expect(async () => {
      await visitor.goto(`/es/courses/${created.createCourse.id}`);
      await expect(visitor.getByRole('heading', { level: 1, name: spanishTitle })).toBeVisible({ timeout: 1_000 });
    }).toPass(SETTLE);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.getByText('Una descripción del curso en español.').first()).toBeVisible();
    // French has no version: a French visitor reads the original.
    await visitor.goto(`/fr/courses/${created.createCourse.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await visitor.context().close();
  });
});
