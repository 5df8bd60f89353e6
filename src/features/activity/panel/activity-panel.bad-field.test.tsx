import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlbumSchema, type User } from '@/api';
import { fakeApi, setupApiTests } from '@/test/api';
import { activityPlaces, brokenFields, expectReportedAlone, expectShown, identifiesItem, type BrokenField, type ShownValue } from '@/test/broken-fields';
import { renderWithProviders } from '@/test/render';
import { ids, specActivity, specUser } from '@/test/spec-samples';
import { resetUnsentCache } from '../model/outbox';
import { ActivityPanel } from './activity-panel';

setupApiTests();

const me: User = { id: '22222222-3333-4444-8555-666666666666', name: 'Sam Owner', email: 'sam@keepsake.test', profileImagePath: '', avatarColor: 'blue' };
/** Another comment of the album, by someone else: it stays whatever happens to the broken one. */
const sibling = specActivity({
  id: 'b88cc432-781d-416e-bd9e-0bdcfaa04c52',
  assetId: null,
  comment: 'Second comment',
  createdAt: '2025-06-02T10:20:00.000Z',
  user: { ...specUser(), id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb', name: 'Bob Brown', email: 'bob@keepsake.test' },
});

/** What the list shows of `specActivity()`, a comment on a photo, 30 minutes old. */
const shown: ShownValue[] = [
  { text: 'Dana Demo', from: { 'user.name': 'demo@keepsake.test', user: 'Unnamed person' } },
  { text: 'Lovely light', from: { comment: undefined } },
  { text: '30 minutes ago', from: { createdAt: undefined } },
  { text: 'Open the photo', from: { assetId: undefined } },
  // the other comment, whole
  { text: 'Bob Brown' },
  { text: 'Second comment' },
];

function renderPanel(broken: BrokenField) {
  fakeApi({
    'GET /api/activities': { body: [broken.input, sibling] },
    'GET /api/activities/statistics': { body: { comments: 2 } },
  });
  const album = AlbumSchema.parse({
    id: ids.album,
    albumName: 'Lisbon',
    ownerId: me.id,
    owner: me,
    albumUsers: [],
    shared: true,
    isActivityEnabled: true,
    assetCount: 0,
    assets: [],
  });
  renderWithProviders(<ActivityPanel album={album} photos={[]} me={me} photoHref={(id) => `/albums/${ids.album}/photos/${id}`} onClose={vi.fn()} announcer={{ status: '', alert: '', announce: vi.fn(), warn: vi.fn() }} id="panel" />);
}

/** The list, once it has arrived (the other comment is in it). */
async function list() {
  const region = await screen.findByRole('region', { name: 'Activity, oldest first' }, { timeout: 5000 });
  await within(region).findByText('Second comment', {}, { timeout: 5000 });
  return region;
}

const item = () => document.querySelector(`[data-activity-id="${ids.activity}"]`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-02T10:30:00.000Z'));
});
afterEach(() => {
  sessionStorage.clear();
  resetUnsentCache();
});

const cases = brokenFields(specActivity, activityPlaces);

describe('the album’s activity with one field of a comment broken (ADR 085)', { timeout: 30_000 }, () => {
  it.each(cases.filter((c) => !identifiesItem(c)).map((c) => [c.name, c] as const))('%s: wrong type → the rest renders', async (_name, broken) => {
    renderPanel(broken);
    const region = await list();
    expect(item()).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expectShown(region, shown, broken);
    expectReportedAlone(broken);
  });

  it.each(cases.filter(identifiesItem).map((c) => [c.name, c] as const))('%s: wrong type → only that comment is dropped, the other one shown', async (_name, broken) => {
    renderPanel(broken);
    const region = await list();
    expect(item()).toBeNull();
    expect(region).not.toHaveTextContent('Lovely light');
    expect(within(region).getByText('Bob Brown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
