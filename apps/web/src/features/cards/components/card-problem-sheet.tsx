import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBlockCard } from '../api/block-card.ts';
import {
  COPY_REASON,
  type ProblemEvent,
  type ProblemReason,
  type ProblemState,
} from '../flow/card-problem-flow.ts';
import { cardsMessages } from '../messages.ts';

/** The card problem sheet: the reason, the confirmation of a block for good, then the second copy offer. */
export function CardProblemSheet({
  state,
  last4,
  dispatch,
}: {
  state: ProblemState;
  last4: string;
  dispatch: (event: ProblemEvent) => void;
}) {
  const t = useMessages(cardsMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const block = useBlockCard();
  const close = () => dispatch({ type: 'close' });
  const confirm = (cardKey: string, reason: ProblemReason) =>
    block.mutate(
      { cardKey, reason },
      {
        onSuccess: (r) => dispatch({ type: 'blocked', canOrderCopy: r.canOrderCopy }),
        onError: (e) => snackbar.show({ text: errorText(e), tone: 'error' }),
      },
    );
  return (
    <BottomSheet open={state.step !== 'closed'} title={t('problem')} onClose={close}>
      {state.step === 'choose' ? (
        <OptionMenu<ProblemReason>
          legend={t('problemLegend')}
          options={[
            { value: 'damaged', label: t('damaged') },
            { value: 'stolen', label: t('stolen') },
            { value: 'lost', label: t('lost') },
          ]}
          nextLabel={t('next')}
          onNext={(reason) => dispatch({ type: 'choose', reason })}
        />
      ) : null}
      {state.step === 'confirm' ? (
        <div className="flow-form" data-testid="card-problem-confirm">
          <h2 className="flow-heading">{t('confirmTitle', { last4 })}</h2>
          <p>{t('confirmText')}</p>
          <div className="page-actions">
            <Button
              loading={block.isPending}
              onClick={() => confirm(state.cardKey, state.reason)}
              data-testid="card-problem-block"
            >
              {t('confirmBlock')}
            </Button>
            <Button variant="text" onClick={() => dispatch({ type: 'back' })}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {state.step === 'blocked' ? (
        <div className="flow-form" data-testid="card-problem-blocked">
          <h2 className="flow-heading">{t('blockedForGood')}</h2>
          <p>{t('blockedForGoodText')}</p>
          <div className="page-actions">
            {state.canOrderCopy ? (
              <Button
                onClick={() =>
                  navigate('/cardRequest', {
                    state: { cardKey: state.cardKey, reason: COPY_REASON[state.reason] },
                  })
                }
                data-testid="card-order-copy"
              >
                {t('orderCopy')}
              </Button>
            ) : null}
            <Button variant="text" onClick={close}>
              {t('notNow')}
            </Button>
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
