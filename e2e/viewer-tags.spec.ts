import { test, expect, signIn, openDetails } from './fixtures';

interface WireTag {
  name: string;
  value?: string;
}

// The demo library's tags ("Family", "Holidays/<country>") reach the viewer's details panel in
// both of the service's Immich generations (v1.106: flat names; v3: name and path).
test('the viewer’s details show a photo’s tags on the demo service @both-apis', async ({ page }) => {
  await signIn(page);
  const { people } = (await (await page.request.get('/api/people')).json()) as { people: { id: string }[] };
  let found: { personId: string; assetId: string; tag: string } | undefined;
  for (const person of people.slice(0, 5)) {
    const search = await page.request.post('/api/search/metadata', { data: { personIds: [person.id], size: 200, visibility: 'timeline' } });
    const { items } = ((await search.json()) as { assets: { items: { id: string }[] } }).assets;
    for (const { id } of items) {
      const { tags } = (await (await page.request.get(`/api/assets/${id}`)).json()) as { tags?: WireTag[] };
      const holiday = tags?.find((t) => (t.value ?? t.name).startsWith('Holidays/'));
      if (holiday) {
        found = { personId: person.id, assetId: id, tag: holiday.value ?? holiday.name };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a tagged photo of one of the first people').toBeDefined();

  await page.goto(`/people/${found!.personId}/photos/${found!.assetId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const details = await openDetails(dialog, { byKey: true });
  await expect(details.getByRole('term').filter({ hasText: 'Tags' })).toBeVisible();
  await expect(details.getByText(found!.tag, { exact: true })).toBeVisible();
});
