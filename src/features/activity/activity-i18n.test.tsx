import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api';
import { setLanguage, t } from '@/i18n';
import { LikeButton } from './like-button';
import { createActivityKey, type SendVariables } from './model/outbox';
import { useActivityAnnouncements } from './model/use-activity-announcements';
import { RelativeTimeLabel } from './relative-time-label';

let languages: { mockRestore: () => void } | undefined;

/** The reader's browser asks for `tags` (e.g. `ar-EG`, which writes Arabic-Indic digits). */
function browserLanguages(...tags: string[]) {
  languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

afterEach(async () => {
  languages?.mockRestore();
  languages = undefined;
  await setLanguage(undefined);
});

describe('counts in Arabic (six plural forms, the reader’s digits)', () => {
  it.each([
    [0, 'لا إعجابات', 'لا تعليقات'],
    [1, 'إعجاب واحد', 'تعليق واحد'],
    [2, 'إعجابان', 'تعليقان'],
    [3, '٣ إعجابات', '٣ تعليقات'],
    [11, '١١ إعجابًا', '١١ تعليقًا'],
    [100, '١٠٠ إعجاب', '١٠٠ تعليق'],
  ])('%i: %s, %s', async (count, likes, comments) => {
    browserLanguages('ar-EG');
    await setLanguage('ar');
    expect(t('activity.like.count', { count })).toBe(likes);
    expect(t('activity.bar.comments', { count })).toBe(comments);
  });

  it('the heart names what is liked, shows the count in Arabic-Indic digits and reads it as words', async () => {
    browserLanguages('ar-EG');
    await setLanguage('ar');
    render(<LikeButton like={{ isLiked: true, error: undefined, count: 11, isPending: false, toggle: vi.fn() }} subject="photo" enabled />);
    const button = screen.getByRole('button', { name: 'الإعجاب بهذه الصورة' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('١١');
    expect(button).toHaveAccessibleDescription('١١ إعجابًا');
  });
});

describe('counts in German', () => {
  it('one and other, with German grouping', async () => {
    await setLanguage('de');
    expect(t('activity.album.photoCount', { count: 1 })).toBe('1 Foto');
    expect(t('activity.album.photoCount', { count: 1234 })).toBe('1.234 Fotos');
    expect(t('activity.bar.comments', { count: 0 })).toBe('0 Kommentare');
  });
});

describe('relative times', () => {
  // Five and a half hours: "5 hours ago" whichever minute the shared clock last ticked in.
  const hoursAgo = () => new Date(Date.now() - 330 * 60_000).toISOString();

  it('in German, with the full date in the tooltip', async () => {
    await setLanguage('de');
    render(<RelativeTimeLabel dateTime="2025-11-22T15:40:00.000Z" />);
    const time = document.querySelector('time')!;
    expect(time.title).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(new Date('2025-11-22T15:40:00.000Z')));
    expect(time.title).toMatch(/^Samstag, 22\. November 2025/);
    render(<RelativeTimeLabel dateTime={hoursAgo()} />);
    expect(screen.getByText('vor 5 Stunden')).toBeInTheDocument();
  });

  it('in Arabic, with the reader’s digits', async () => {
    browserLanguages('ar-EG');
    await setLanguage('ar');
    render(<RelativeTimeLabel dateTime={hoursAgo()} />);
    expect(screen.getByText('قبل ٥ ساعات')).toBeInTheDocument();
  });
});

describe('announcements', () => {
  const send: SendVariables = {
    clientId: 'c-1',
    albumId: 'album-1',
    type: 'comment',
    comment: 'Hallo',
    authorId: 'u-1',
    firstAttemptAt: 0,
    priorMatchIds: [],
    verifyBeforePost: false,
  };

  function announcements() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const announce = vi.fn();
    const warn = vi.fn();
    renderHook(() => useActivityAnnouncements('album-1', announce, warn), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    const run = (result: () => Promise<unknown>) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: createActivityKey, mutationFn: result })
        .execute(send)
        .catch(() => undefined);
    return { announce, warn, run };
  }

  it('say in German that a comment was posted, or why it was not and what to do', async () => {
    await setLanguage('de');
    const { announce, warn, run } = announcements();
    await run(() => Promise.resolve({}));
    expect(announce).toHaveBeenLastCalledWith('Kommentar veröffentlicht');
    await run(() => Promise.reject(new ApiError({ kind: 'server', endpoint: '/activities', status: 503 })));
    expect(warn).toHaveBeenLastCalledWith('Kommentar nicht gesendet. Beim Server ist ein Fehler aufgetreten (503). Versuche es gleich noch einmal.');
  });

  it('list the server’s own reasons the reader’s way, untranslated', async () => {
    await setLanguage('es');
    const { warn, run } = announcements();
    await run(() => Promise.reject(new ApiError({ kind: 'invalid', endpoint: '/activities', messages: ['comment too long', 'bad album'] })));
    expect(warn).toHaveBeenLastCalledWith('Comentario no enviado. El servidor lo rechazó: comment too long y bad album. Edítalo y vuelve a enviarlo.');
  });
});
