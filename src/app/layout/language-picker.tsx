import { useId, useState } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, chooseLocale, chosenLanguage, isLanguage, setLanguage, useI18n, type Language } from '@/i18n';
import styles from './language-picker.module.css';

/** The browser's own preference, as the first choice of the menu. */
const FOLLOW_BROWSER = '';

/**
 * The language menu: the browser's preference (named, so the reader sees what it is) or one of the
 * shipped languages, each named in itself. The choice is remembered on this device. When the new
 * language's messages cannot be loaded (offline), the menu goes back to the language still shown
 * and says so.
 */
export function LanguagePicker() {
  const { t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState(chosenLanguage);
  const [failed, setFailed] = useState<Language>();
  const browser = chooseLocale(typeof navigator === 'undefined' ? [] : navigator.languages).language;
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={`${styles.label} visually-hidden-on-phones`}>
        {t('app.language.menu')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={chosen ?? FOLLOW_BROWSER}
        onChange={(event) => {
          const value = event.target.value;
          const language = isLanguage(value) ? value : undefined;
          const previous = chosen;
          setChosen(language);
          setFailed(undefined);
          setLanguage(language).catch(() => {
            setChosen(previous);
            setFailed(language ?? browser);
          });
        }}
      >
        <option value={FOLLOW_BROWSER}>{t('app.language.browser', { language: LANGUAGE_NAMES[browser] })}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {failed && (
        <span role="alert" className={styles.error}>
          {t('app.language.failed', { language: LANGUAGE_NAMES[failed] })}
        </span>
      )}
    </span>
  );
}
