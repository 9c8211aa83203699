import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import type { PaymentTerms, Proposal } from '../flow/device-types.ts';
import { offeredInstallments } from '../flow/payment-terms.ts';
import { brl } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

/** installments: a sheet with the counts from the proposal's minimum to 18, and cancel. */
export function InstallmentsSheet({
  t,
  proposal,
  terms,
  dispatch,
}: {
  t: DeviceT;
  proposal: Proposal;
  terms: PaymentTerms;
  dispatch: DeviceDispatch;
}) {
  const installmentOf = (n: number) => proposal.feeValues.find((f) => f.installments === n)?.installmentValue;
  const cancel = () => dispatch({ type: 'EDIT_CANCELLED' });
  return (
    <BottomSheet open title={t('installmentsTitle')} onClose={cancel}>
      <ul className="installment-options" data-testid="installments-sheet">
        {offeredInstallments(proposal.minimumInstallments).map((n) => {
          const value = installmentOf(n);
          return (
            <li key={n}>
              <button
                type="button"
                className="installment-option"
                aria-pressed={n === terms.installments}
                onClick={() =>
                  n === terms.installments
                    ? cancel()
                    : dispatch({ type: 'TERMS_CHANGED', terms: { ...terms, installments: n } })
                }
                data-testid={`installments-${n}`}
              >
                <span>{`${n}x`}</span>
                {value === undefined ? null : <span className="amount">{brl(value)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="outlined" onClick={cancel} data-testid="installments-cancel">
        {t('cancel')}
      </Button>
    </BottomSheet>
  );
}
