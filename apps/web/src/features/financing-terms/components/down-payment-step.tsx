import { type Centavos, formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAccountBalance } from '../api/account-balance.ts';
import { usePaymentMethods } from '../api/payment-methods.ts';
import type { PaymentMethod } from '../flow/terms-types.ts';
import { termsMessages } from '../messages.ts';
import { DownPaymentSheets } from './down-payment-sheets.tsx';
import type { StepProps } from './step-props.ts';

const ICON: Record<PaymentMethod, IconName> = { balance: 'transfer', pix: 'pix' };

function MethodButton(props: { method: PaymentMethod; label: string; text: string; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        className="card terms-method"
        onClick={props.onChoose}
        data-testid={`terms-method-${props.method}`}
      >
        <span className="terms-method__icon" aria-hidden="true">
          <Icon name={ICON[props.method]} />
        </span>
        <span className="terms-method__text">
          <span className="terms-method__label">{props.label}</span>
          <span className="terms-method__description">{props.text}</span>
        </span>
        <Icon name="chevron-right" className="terms-method__chevron" />
      </button>
    </li>
  );
}

/** The payment-method chooser of the down payment (DEBITO_EM_CONTA = balance, or Pix). */
export function DownPaymentStep(props: StepProps<'downPaymentInfo'>) {
  const { dispatch, contractingKey } = props;
  const t = useMessages(termsMessages);
  const options = usePaymentMethods(contractingKey);
  const balance = useAccountBalance();
  const amount: Centavos | null = options.data?.amount ?? null;
  const balanceText = balance.data === undefined ? '-' : formatBRL(balance.data);

  return (
    <div className="flow-form" data-testid="terms-down-payment">
      <h2 className="flow-heading">{t('downPaymentHeading')}</h2>
      {options.isPending ? <Spinner block label={t('loading')} /> : null}
      {options.isError ? (
        <div className="flow-form">
          <p role="alert">{t('methodsLoadFailed')}</p>
          <Button variant="outlined" onClick={() => void options.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {options.isSuccess ? (
        <>
          <div className="card terms-amount">
            <span className="muted">{t('downPaymentAmount')}</span>
            <span className="amount terms-amount__value" data-testid="terms-down-payment-amount">
              {formatBRL(options.data.amount)}
            </span>
          </div>
          <ul className="terms-methods">
            {options.data.methods.map((method) => (
              <MethodButton
                key={method}
                method={method}
                label={method === 'balance' ? t('methodBalance') : t('methodPix')}
                text={
                  method === 'balance' ? t('methodBalanceText', { balance: balanceText }) : t('methodPixText')
                }
                onChoose={() => dispatch({ type: 'METHOD_CHOSEN', method })}
              />
            ))}
          </ul>
        </>
      ) : null}
      <DownPaymentSheets {...props} amount={amount} />
    </div>
  );
}
