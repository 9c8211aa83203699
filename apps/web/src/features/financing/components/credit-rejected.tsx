import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

const REASONS = ['reason1', 'reason2', 'reason3'] as const;

/** credit_rejected: an explanation, and a help sheet with the three most common reasons. */
export function CreditRejected({
  t,
  helpOpen,
  onHelp,
  onHome,
}: {
  t: T;
  helpOpen: boolean;
  onHelp: (open: boolean) => void;
  onHome: () => void;
}) {
  return (
    <div className="flow-form done" data-testid="credit-rejected">
      <div className="done__badge done__badge--failed">
        <Icon name="alert" size={36} />
      </div>
      <h2 className="done__heading">{t('rejectedHeading')}</h2>
      <p className="done__text">{t('rejectedText')}</p>
      <div className="page-actions">
        <Button variant="outlined" onClick={() => onHelp(true)} data-testid="credit-rejected-help">
          {t('whyRejected')}
        </Button>
        <Button onClick={onHome} data-testid="credit-rejected-home">
          {t('goHome')}
        </Button>
      </div>
      <BottomSheet open={helpOpen} title={t('reasonsTitle')} onClose={() => onHelp(false)}>
        <ol className="financing-reasons" data-testid="credit-reasons">
          {REASONS.map((reason) => (
            <li key={reason} data-testid="credit-reason">
              {t(reason)}
            </li>
          ))}
        </ol>
        <Button onClick={() => onHelp(false)}>{t('gotIt')}</Button>
      </BottomSheet>
    </div>
  );
}
