import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN, SETTLE, adminSidebar, apiSignIn, notice, outbox, signInAsAdmin, unique, uniqueEmail } from './support/app.js';

// Journey: a visitor writes through the contact page and an administrator answers it; what the
// back office changes (contact info, FAQ order) is what visitors see (spec sections 2, 4, 5, 7).

/** A visitor: a fresh browser context, so nothing of the admin's session or cache is shared. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

function faqQuestions(page: Page): Locator {
  return page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('heading', { level: 3 });
}

async function openContactManagement(page: Page, tab?: 'Contact Info' | 'FAQ') {
  await adminSidebar(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test.describe('contact', () => {
  test('a visitor sends a message; an admin opens it (read) and replies (replied, reply e-mailed)', async ({
    page,
    browser,
    request,
  }) => {
    const subject = unique('Job Application: E2E Engineer');
    const email = uniqueEmail('e2e-contact');
    const visitorPage = await visitor(browser);

    // The careers page links here with ?subject=…, which fills in the subject.
    await visitorPage.goto(`/contact?subject=${encodeURIComponent(subject)}`);
    await expect(visitorPage.getByRole('article', { name: 'Email Us' })).toBeVisible();
    await expect(visitorPage.getByText('Mon-Fri 9 AM - 6 PM PST').first()).toBeVisible();
    const form = visitorPage.getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Erin Visitor');
    await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await form.getByRole('textbox', { name: 'Company' }).fill('Visitor Labs');
    await form.getByRole('textbox', { name: 'Message' }).fill('I would like to apply. My portfolio is online.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitorPage.getByText('Message Sent Successfully!')).toBeVisible();
    // After 3 seconds the notice clears and the form starts afresh.
    await expect(visitorPage.getByText('Message Sent Successfully!')).toBeHidden({ timeout: 6_000 });
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await visitorPage.context().close();

    await signInAsAdmin(page);
    await openContactManagement(page);
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
    // The newest message is on the unfiltered first page too: wait for the search's own answer, so
    // the list is not re-rendered under the click below (a click lost that way opened no dialog).
    await expect(page.getByRole('region', { name: 'Messages' }).getByText('1 message', { exact: true })).toBeVisible();
    const card = page.getByRole('article', { name: `${subject}, from Erin Visitor` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Status' })).toHaveText('New');
    await expect(card).toContainText('Visitor Labs');

    // Opening it to reply marks it read.
    await card.getByRole('button', { name: 'Reply' }).click();
    let dialog = page.getByRole('dialog', { name: 'Reply to Erin Visitor' });
    await expect(dialog).toContainText('I would like to apply.');
    await expect(dialog.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('combobox', { name: 'Status' })).toHaveText('Read');

    await card.getByRole('button', { name: 'Reply' }).click();
    dialog = page.getByRole('dialog', { name: 'Reply to Erin Visitor' });
    await dialog.getByRole('textbox', { name: 'Your Reply' }).fill('Thank you, Erin. We will call you on Monday.');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expect(notice(page, 'Reply sent successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('combobox', { name: 'Status' })).toHaveText('Replied');
    await expect(card).toContainText('Reply by E2E Admin');

    const token = await apiSignIn(request, ADMIN.email, ADMIN.password);
    const mails = await outbox(request, token, email);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining(['We received your message', `Re: ${subject}`]));
    expect(mails.find((m) => m.subject === `Re: ${subject}`)?.text).toContain(
      'Thank you, Erin. We will call you on Monday.',
    );
  });

  test('hiding a contact info item and reordering FAQs change what visitors see', async ({ page, browser }) => {
    const visitorPage = await visitor(browser);
    await visitorPage.goto('/contact');
    await expect(visitorPage.getByRole('article', { name: 'Call Us' })).toBeVisible();
    await expect(faqQuestions(visitorPage)).toHaveCount(4);
    const before = await faqQuestions(visitorPage).allTextContents();
    // A question opens its answer by mouse, and closes it by keyboard (the browser's own disclosure).
    const firstFaq = visitorPage.getByRole('region', { name: 'Frequently Asked Questions' }).locator('details').first();
    const firstAnswer = firstFaq.locator('p');
    await expect(firstAnswer).toBeHidden();
    await firstFaq.locator('summary').click();
    await expect(firstAnswer).toBeVisible();
    await expect(firstFaq).toHaveAttribute('open', '');
    await firstFaq.locator('summary').press('Enter');
    await expect(firstAnswer).toBeHidden();

    await signInAsAdmin(page);
    await openContactManagement(page, 'Contact Info');
    const callUs = page.getByRole('listitem', { name: 'Call Us' });
    await callUs.getByRole('switch').click();
    await expect(notice(page, 'Contact info is now hidden from the website.')).toBeVisible();
    await expect(callUs).toContainText('Hidden');

    await expect(async () => {
      await visitorPage.reload();
      await expect(visitorPage.getByRole('article', { name: 'Email Us' })).toBeVisible({ timeout: 1_000 });
      await expect(visitorPage.getByRole('article', { name: 'Call Us' })).toHaveCount(0, { timeout: 1_000 });
    }).toPass(SETTLE);

    await page.getByRole('tab', { name: 'FAQ' }).click();
    const first = before[0]!;
    await expect(page.getByRole('button', { name: `Move up: ${first}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move down: ${before[3]!}` })).toBeDisabled();
    await page.getByRole('button', { name: `Move down: ${first}` }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toHaveAccessibleName(before[1]!);

    await expect(async () => {
      await visitorPage.reload();
      await expect(faqQuestions(visitorPage)).toHaveText([before[1]!, before[0]!, before[2]!, before[3]!], { timeout: 1_000 });
    }).toPass(SETTLE);

    // Put both back, so the page is as seeded for the next journey.
    await page.getByRole('button', { name: `Move up: ${first}` }).click();
    await expect(page.getByRole('button', { name: `Move up: ${first}` })).toBeDisabled();
    await page.getByRole('tab', { name: 'Contact Info' }).click();
    await page.getByRole('listitem', { name: 'Call Us' }).getByRole('switch').click();
    await expect(page.getByRole('listitem', { name: 'Call Us' })).toContainText('Active');
    await expect(async () => {
      await visitorPage.reload();
      await expect(visitorPage.getByRole('article', { name: 'Call Us' })).toBeVisible({ timeout: 1_000 });
      await expect(faqQuestions(visitorPage)).toHaveText(before, { timeout: 1_000 });
    }).toPass(SETTLE);
    await visitorPage.context().close();
  });
});
