import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import type { Person } from '@/api';
import { fakeApi, setupApiTests } from '@/test/api';
import { GENERATIONS } from '@/test/server-generations';
import { renderRoutes } from '@/test/render';
import { PersonEditing } from './person-editing';

setupApiTests();

const ella: Person = { id: 'ella', name: 'Ella Rivera', birthDate: '2016-05-14', thumbnailPath: '/t/ella.jpeg', isHidden: false, isFavorite: false };
const unnamed: Person = { id: 'nobody', name: '', thumbnailPath: '/t/nobody.jpeg', isHidden: false, isFavorite: false };
const byId: Record<string, Person> = { ella, nobody: unnamed };

/** The person page's editing for the route's `:id`, remounted per person as the page is. */
function PersonRoute() {
  const { id = '' } = useParams();
  const person = byId[id];
  return person ? <PersonEditing key={id} person={person} headingClassName="" /> : null;
}

describe('PersonEditing', { timeout: 20_000 }, () => {
  it('merging an unnamed person into the named one typed as their name: the kept page says it, with the kept name', async () => {
    let merged: unknown;
    fakeApi({
      'GET /api/server/version': { body: GENERATIONS['v2.7.5'] },
      'GET /api/people': { body: { people: [ella, unnamed], total: 2, hidden: 0 } },
      'GET /api/search/person': { body: [ella] },
      'POST /api/people/ella/merge': (body) => ((merged = body), { body: [{ id: 'nobody', success: true }] }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/people/:id', Component: PersonRoute }], '/people/nobody');

    await user.click(await screen.findByRole('button', { name: 'Add a name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ella rivera{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Yes, merge them' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/people/ella'));
    expect(merged).toEqual({ ids: ['nobody'] });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 person merged into Ella Rivera'));
  });
});
