import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { chooseAnotherPhone } from '../api/cancel-proposal.ts';
import type { TermsEvent } from '../flow/terms-types.ts';
import { termsMessages } from '../messages.ts';

/**
 * The finance-new-phone sheet: what choosing another phone does, then the cancel the status needs
 * (the unpaid proposal, back to the phone choice; the paid one, refunded, back to a new credit
 * simulation). A refused or failed cancel gives the generic error.
 */
export function NewPhoneSheet({
  open,
  paid,
  cancelling,
  contractingKey,
  dispatch,
}: {
  open: boolean;
  /** The down payment is paid: it is returned and the customer applies again. */
  paid: boolean;
  cancelling: boolean;
  contractingKey: string;
  dispatch: (event: TermsEvent) => void;
}) {
  const t = useMessages(termsMessages);
  const navigate = useNavigate();
  const close = () => dispatch({ type: 'SHEET_CLOSED' });

  const cancel = async () => {
    dispatch({ type: 'CANCEL_SENT' });
    try {
      const next = await chooseAnotherPhone(contractingKey);
      navigate(next, { replace: true, state: { contractingKey } });
    } catch {
      dispatch({ type: 'CANCEL_FAILED' });
    }
  };

  return (
    <BottomSheet open={open} title={t('newPhoneTitle')} onClose={cancelling ? () => {} : close}>
      <div className="terms-sheet" data-testid="terms-new-phone-sheet">
        <p>{paid ? t('newPhonePaidText') : t('newPhoneText')}</p>
        <Button onClick={cancel} loading={cancelling} data-testid="terms-new-phone-confirm">
          {t('newPhoneConfirm')}
        </Button>
        <Button variant="text" onClick={close} disabled={cancelling}>
          {t('newPhoneKeep')}
        </Button>
      </div>
    </BottomSheet>
  );
}
