import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

/** intro: what the financing is, and a single 'I want' button. */
export function CreditIntro({ t, starting, onWant }: { t: T; starting: boolean; onWant: () => void }) {
  return (
    <div className="flow-form" data-testid="credit-intro">
      <div className="financing-hero">
        <Icon name="phone" size={48} />
      </div>
      <h2 className="flow-heading">{t('introHeading')}</h2>
      <p className="muted">{t('introText')}</p>
      <ul className="financing-points">
        <li>{t('introPoint1')}</li>
        <li>{t('introPoint2')}</li>
        <li>{t('introPoint3')}</li>
      </ul>
      <div className="page-actions">
        <Button onClick={onWant} loading={starting} data-testid="credit-want">
          {t('iWant')}
        </Button>
      </div>
    </div>
  );
}
