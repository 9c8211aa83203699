import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { CreditApproval } from '../flow/credit-flow.ts';
import { brl } from '../format.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

/** credit_approved: the approved amount and the minimum down payment percentage. */
export function CreditApproved({
  t,
  approval,
  onChoosePhone,
}: {
  t: T;
  approval: CreditApproval;
  onChoosePhone: () => void;
}) {
  return (
    <div className="flow-form done" data-testid="credit-approved">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('approvedHeading')}</h2>
      <p className="done__text">{t('approvedText')}</p>
      <dl className="card review">
        <div className="review__row">
          <dt>{t('approvedAmount')}</dt>
          <dd className="amount" data-testid="credit-approved-amount">
            {brl(approval.approvedAmount)}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('minEntry')}</dt>
          <dd data-testid="credit-min-entry">{t('minEntryValue', { percent: approval.minPercentage })}</dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button onClick={onChoosePhone} data-testid="credit-choose-phone">
          {t('choosePhone')}
        </Button>
      </div>
    </div>
  );
}
