import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ActivitySchema } from '@/api';
import { renderWithProviders } from '@/test/render';
import { specActivity, specUser } from '@/test/spec-samples';
import { ActivityItem } from './activity-item';

const withAuthor = (user: Record<string, unknown>) => ActivitySchema.parse(specActivity({ user: { ...specUser(), ...user } }));

describe('ActivityItem', () => {
  it('credits the author by name, else by email, else as an unnamed person', async () => {
    renderWithProviders(
      <ul>
        <ActivityItem activity={withAuthor({ name: 'Dana Demo' })} />
        <ActivityItem activity={{ ...withAuthor({ name: '' }), id: 'b' }} />
        <ActivityItem activity={{ ...withAuthor({ name: '', email: '' }), id: 'c' }} />
      </ul>,
    );
    expect(await screen.findByText('Dana Demo')).toBeInTheDocument();
    expect(screen.getByText('demo@keepsake.test')).toBeInTheDocument();
    expect(screen.getByText('Unnamed person')).toBeInTheDocument();
  });
});
