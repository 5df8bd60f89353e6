import { Link } from 'react-router';
import { StoryEndCard } from '@/components/story/end-card';
import { useI18n } from '@/i18n';

/** Props of {@link EndCard}. */
export interface EndCardProps {
  name: string;
  /** the person's page */
  backTo: string;
  onWatchAgain: () => void;
}

/** Over the last year when the story ends: watch again, or back to the person. */
export function EndCard({ name, backTo, onWatchAgain }: EndCardProps) {
  const { t } = useI18n();
  return (
    <StoryEndCard title={t('people.thenAndNow.endTitle', { name })}>
      <button type="button" className="button button--primary" onClick={onWatchAgain}>
        {t('people.thenAndNow.watchAgain')}
      </button>
      <Link className="button" to={backTo}>
        {t('people.thenAndNow.back', { name })}
      </Link>
    </StoryEndCard>
  );
}
