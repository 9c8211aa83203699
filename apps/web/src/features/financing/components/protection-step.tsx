import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

/** The protection offer: accepting and declining both send the application. */
export function ProtectionStep({
  t,
  sending,
  onChoose,
}: {
  t: T;
  sending: boolean;
  onChoose: (accepted: boolean) => void;
}) {
  return (
    <div className="flow-form">
      <div className="financing-hero">
        <Icon name="shield" size={48} />
      </div>
      <h2 className="flow-heading">{t('protectionHeading')}</h2>
      <p className="muted">{t('protectionText')}</p>
      <div className="page-actions">
        <Button onClick={() => onChoose(true)} disabled={sending} data-testid="credit-protection-accept">
          {t('protectionAccept')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => onChoose(false)}
          disabled={sending}
          data-testid="credit-protection-decline"
        >
          {t('protectionDecline')}
        </Button>
      </div>
    </div>
  );
}
