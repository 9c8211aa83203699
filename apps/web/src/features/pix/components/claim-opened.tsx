import { formatDate } from '@carteira/core/history';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { RegisterState } from '../flow/register-flow.ts';
import { pixMessages } from '../messages.ts';

/** The claim made: waiting for the holder until the deadline, or already released. */
export function ClaimOpened({ state }: { state: Extract<RegisterState, { step: 'claimed' }> }) {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid="pix-claim-opened" data-status={state.status}>
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('claimOpenedHeading')}</h2>
      <p className="done__text">
        {state.status === 'CONFIRMADA'
          ? t('claimOpenedConfirmed')
          : t('claimOpenedOpen', { date: formatDate(state.deadline) })}
      </p>
      <div className="page-actions">
        <Button
          onClick={() => navigate('/portabilityConfirmationComponent', { replace: true })}
          data-testid="pix-claim-see-list"
        >
          {t('claimSeeList')}
        </Button>
      </div>
    </div>
  );
}
