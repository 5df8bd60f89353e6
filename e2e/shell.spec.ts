import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectNoAxeViolations, demoUser } from './fixtures';

/** Signs in through the real form, as a person would. */
async function signInWithForm(page: Page, user: { email: string; password: string } = demoUser): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Every <img> in `scope` that has loaded real pixels (naturalWidth > 0) once it is in view. */
async function expectRealImages(scope: Locator, atLeast = 1): Promise<void> {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  const count = Math.min(await images.count(), 6);
  expect(count).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('signs in through the form, shows the library with real thumbnails, follows links, signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?next=%2F$|\/login$/);
  await expect(page.getByText('Demo library: sign in as')).toContainText(`${demoUser.email} / ${demoUser.password}`);
  await signInWithForm(page);

  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Keepsake' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  const memories = section(page, 'On this day');
  const people = section(page, /^People/);
  const albums = section(page, 'Albums');
  await expectRealImages(memories);
  await expectRealImages(people);
  await expectRealImages(albums);
  await expect(memories.getByRole('list').getByRole('link').first()).toContainText(/\d+ years? ago/);
  await expect(albums.getByRole('link').first()).toContainText(/\d+ photos?/);

  // a person
  const person = people.getByRole('link').first();
  const personHref = await person.getAttribute('href');
  await person.click();
  await expect(page).toHaveURL(personHref!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();

  // a memory
  const memory = section(page, 'On this day').getByRole('list').getByRole('link').first();
  const memoryHref = await memory.getAttribute('href');
  await memory.click();
  await expect(page).toHaveURL(new RegExp(`${memoryHref!}(\\?.*)?$`));
  await page.goBack();

  // an album
  const album = section(page, 'Albums').getByRole('link').first();
  const albumHref = await album.getAttribute('href');
  await album.click();
  await expect(page).toHaveURL(albumHref!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // really signed out: the session cookie no longer works
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('the sign-in page sends a visitor who is already signed in on to where they were going', async ({ page }) => {
  await signIn(page);
  await page.goto('/login?next=%2Fno%2Fsuch%2Fpage');
  await expect(page).toHaveURL('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Back does not return to the sign-in form
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  // a `next` that would leave the site goes home instead
  await page.goto('/login?next=%2F%2Fevil.example%2Fx');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
});

test('a deep link while signed out goes to sign-in and back to the deep link', async ({ page, request }) => {
  // look up a person with a separate (API-only) session; the page itself stays signed out
  expect((await request.post('/api/auth/login', { data: demoUser })).ok()).toBe(true);
  const { people } = (await (await request.get('/api/people')).json()) as { people: { id: string }[] };
  const deepLink = `/people/${people[0]!.id}?from=e2e`;

  await page.goto(deepLink);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(deepLink)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInWithForm(page, { email: demoUser.email, password: 'not the password' });
  await expect(page.getByRole('alert')).toContainText('That email and password don’t match');

  await signInWithForm(page);
  await expect(page).toHaveURL(deepLink);
  // the person's page itself, loaded afresh (not the failed, signed-out load from before)
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
  await expect(page).toHaveURL(deepLink);
});

test('a response with a wrong field type shows an error that names the field', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/people', (route) =>
    route.fulfill({ json: { people: [], total: 'three', hidden: 0 } }),
  );
  await page.goto('/');
  const people = section(page, /^People/);
  await expect(people.getByRole('heading', { name: /sent something we can.t read/ })).toBeVisible();
  await expect(people).toContainText('(total)');
  await expect(people.getByRole('button', { name: 'Try again' })).toBeVisible();
  // the rest of the page is unharmed
  await expect(section(page, 'Albums').getByRole('link').first()).toBeVisible();
});

test('the memories list failing on an old server (500) is a quiet empty strip, not an alarm', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/memories', (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Failed to search memories', error: 'Internal Server Error', statusCode: 500, correlationId: 'e2e500' },
    }),
  );
  await page.goto('/');
  await expect(section(page, 'On this day')).toContainText('No memories are available from your server right now.');
  await expect(section(page, 'On this day').getByRole('button')).toHaveCount(0);
});

test('an unknown address shows a real not-found page', async ({ page }) => {
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
});

test('sign-in and home have no axe violations, light and dark; screenshots to look at', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByText('Demo library: sign in as')).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page);
    await page.goto('/');
    await expectRealImages(section(page, 'Albums'));
    await expectNoAxeViolations(page);
  }

  await page.emulateMedia({ colorScheme: 'light' });
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/');
    await expectRealImages(section(page, 'On this day'));
    await page.screenshot({ path: `/tmp/shell-home-${w}x${h}.png`, fullPage: true });
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByText('Demo library: sign in as')).toBeVisible();
    await page.screenshot({ path: `/tmp/shell-login-${w}x${h}.png` });
    await signIn(page);
  }
});

test('keyboard: the skip link is the first stop and lands on the main content', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  // the next stop is inside main, past the header
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('an old demo library: "On this day" says so and how to refresh it; a fresh one says nothing', async ({ page }) => {
  await signIn(page);
  const memories = section(page, 'On this day');
  const note = memories.getByText(/This demo library was generated \d+ days ago/);

  // the e2e library was generated today
  const fresh = page.waitForResponse('**/api/keepsake/demo');
  await page.goto('/');
  expect(((await (await fresh).json()) as { generatedOn: string }).generatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectRealImages(memories);
  await expect(note).toHaveCount(0);

  // the same library as the service would describe it twelve days later
  await page.route('**/api/keepsake/demo', async (route) => {
    const response = await route.fetch();
    const generatedOn = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
    await route.fulfill({ response, json: { ...((await response.json()) as object), generatedOn } });
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(note).toBeVisible();
    await expect(note).toContainText('For fresh ones, stop Keepsake, run npm run demo:reset, then npm start again.');
    // information, not an error; the memories are still there
    await expect(memories.getByRole('alert')).toHaveCount(0);
    await expectRealImages(memories);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/');
    await expectRealImages(memories);
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeInViewport();
    await page.screenshot({ path: `/tmp/shell-home-old-demo-${w}x${h}.png` });
  }
});

test('a signed-out visit costs one 401, then the sign-in page @both-apis', async ({ page }) => {
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?next=%2F$|\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // whatever the page was still going to ask has had its chance
  await page.waitForLoadState('networkidle');
  expect(unauthorized).toHaveLength(1);
  expect(unauthorized[0]).toMatch(/^\/api\//);
});

test('a signed-out deep link to a person costs one 401, then sign-in with the way back @both-apis', async ({ page, request }) => {
  // look up a person with a separate (API-only) session; the page itself stays signed out
  expect((await request.post('/api/auth/login', { data: demoUser })).ok()).toBe(true);
  const { people } = (await (await request.get('/api/people')).json()) as { people: { id: string }[] };
  const deepLink = `/people/${people[0]!.id}`;
  const unauthorized: string[] = [];
  // (the context's responses: the person list's worker makes its own requests)
  page.context().on('response', (response) => {
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(deepLink);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(deepLink)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // the list's worker has ended: whatever it was going to ask, it has asked
  await expect.poll(() => page.workers().filter((w) => w.url().includes('large-list')).length).toBe(0);
  expect(unauthorized, unauthorized.join(', ')).toHaveLength(1);
});
