import { LOCALES, type Locale } from '../lib/i18n/locale-store.ts';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useLocale, useMessages } from '../lib/i18n/use-messages.ts';

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN' };

/** Switches between pt-BR and en; the choice is kept on this device. */
export function LanguageSwitch() {
  const t = useMessages(sharedMessages);
  const [locale, setLocale] = useLocale();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('language')}</legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={locale === option}
          aria-label={`${SHORT[option]}, ${option === 'en' ? t('languageEn') : t('languagePt')}`}
          data-testid={`language-${option}`}
          onClick={() => setLocale(option)}
        >
          {SHORT[option]}
        </button>
      ))}
    </fieldset>
  );
}
