import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

const user = { id: 'u1', name: 'Alice Martin', email: 'alice@example.com', profileImagePath: '', avatarColor: 'yellow' as const };

describe('Avatar', () => {
  it('shows initials on the avatarColor, decorative by default', () => {
    const { container } = render(<Avatar user={user} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveTextContent('AM');
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el.style.background).toBe('var(--avatar-yellow)');
    expect(el.style.color).toBe('var(--avatar-yellow-text)');
  });

  it('shows an unknown colour as primary', () => {
    const { container } = render(<Avatar user={{ ...user, avatarColor: 'teal' }} />);
    expect((container.firstElementChild as HTMLElement).style.background).toBe('var(--avatar-primary)');
  });

  it('names the user when labelled', () => {
    render(<Avatar user={user} labelled />);
    expect(screen.getByRole('img', { name: 'Alice Martin' })).toHaveTextContent('AM');
  });

  it('shows the profile image when there is one, and falls back to initials if it fails', () => {
    render(<Avatar user={{ ...user, profileImagePath: 'upload/profile/u1.jpg' }} labelled sizePx={48} />);
    const img = screen.getByRole('img', { name: 'Alice Martin' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/api/users/u1/profile-image');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Alice Martin' })).toHaveTextContent('AM');
  });
});
