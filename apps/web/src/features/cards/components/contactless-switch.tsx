import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCardSettings } from '../api/card-settings.ts';
import type { Card } from '../api/card-wire.ts';
import { useConfigureContactless } from '../api/configure-contactless.ts';
import { cardsMessages } from '../messages.ts';

/** Payments by tapping the card: on or off, from the card's settings; a blocked card cannot change it. */
export function ContactlessSwitch({ card }: { card: Card }) {
  const t = useMessages(cardsMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const settings = useCardSettings(card.key);
  const configure = useConfigureContactless(card.key);
  if (!settings.data) return null;
  const on = settings.data.contactless;
  const blocked = card.group !== 'active';
  return (
    <label className="card-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        disabled={blocked || configure.isPending}
        onChange={(e) =>
          configure.mutate(e.target.checked, {
            onSuccess: (now) => snackbar.show({ text: now ? t('contactlessOn') : t('contactlessOff') }),
            onError: (error) =>
              snackbar.show({ text: `${t('contactlessFailed')} ${errorText(error)}`, tone: 'error' }),
          })
        }
        data-testid="card-contactless"
      />
      <span>
        <strong>{t('contactless')}</strong>
        <span className="card-switch__hint">{blocked ? t('contactlessBlocked') : t('contactlessHint')}</span>
      </span>
    </label>
  );
}
