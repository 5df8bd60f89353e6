import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PersonSchema } from '@/api';
import { PersonHeader } from './person-header';

const named = PersonSchema.parse({ id: 'p-1', name: 'Alice Martin', birthDate: null, thumbnailPath: '', isHidden: false, updatedAt: '2024-05-01T00:00:00.000Z' });
const unnamed = { ...named, id: 'p-2', name: '' };

function header(person: typeof named) {
  return <PersonHeader personId={person.id} person={person} counts={{ photos: 3, videos: 0 }} order="newest" onOrderChange={() => undefined} />;
}

// One test: the editing code loads once per file, and only its first render draws the stand-in.
describe('PersonHeader', () => {
  it('draws the name and “More” as they look before the editing code is here, not to be used, then the name editor and “More” in their places', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <div data-testid="named">{header(named)}</div>
          <div data-testid="unnamed">{header(unnamed)}</div>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [first, second] = [within(screen.getByTestId('named')), within(screen.getByTestId('unnamed'))];
    // before: the heading names the person, the visible name is drawn as the editor draws it, and
    // nothing can take the focus that the editor would then take away
    expect(first.getByRole('heading', { level: 1, name: 'Alice Martin' })).toBeInTheDocument();
    expect(second.getByRole('heading', { level: 1, name: 'Unnamed person' })).toBeInTheDocument();
    expect(second.getByText('Add a name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Alice Martin|Add a name|More/ })).toBeNull();
    expect(screen.getAllByText('More').every((place) => place.closest('[aria-hidden="true"]'))).toBe(true);

    // after: the same heading, the name is a button that edits it, and "More" opens the menu
    expect(await first.findByRole('button', { name: 'More' }, { timeout: 5000 })).toBeInTheDocument();
    expect(first.getByRole('heading', { level: 1, name: 'Alice Martin' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Alice Martin' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Add a name' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });
});
