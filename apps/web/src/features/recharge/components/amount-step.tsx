import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAmounts } from '../api/amounts.ts';
import type { Operator } from '../api/operators.ts';
import type { Phone, RechargeEvent } from '../flow/recharge-flow.ts';
import { rechargeMessages } from '../messages.ts';

export interface AmountStepProps {
  phone: Phone;
  operator: Operator;
  dispatch: (event: RechargeEvent) => void;
}

/** The operator's fixed top-up amounts; an operator that sells none says so and offers another. */
export function AmountStep({ phone, operator, dispatch }: AmountStepProps) {
  const t = useMessages(rechargeMessages);
  const errorText = useErrorText();
  const amounts = useAmounts(phone.ddd, operator.id);
  if (amounts.isPending) return <Spinner block label={t('amountsLoading')} />;
  if (amounts.isError) {
    return (
      <div className="flow-form">
        <p className="field-error" role="alert" data-testid="recharge-load-failed">
          {errorText(amounts.error)}
        </p>
        <div className="page-actions">
          <Button onClick={() => void amounts.refetch()}>{t('tryAgain')}</Button>
        </div>
      </div>
    );
  }
  const { products } = amounts.data;
  return (
    <div className="flow-form" data-testid="recharge-amounts">
      <h2 className="flow-heading">{t('amountHeading')}</h2>
      {products.length === 0 ? (
        <>
          <p className="muted" data-testid="recharge-no-amounts">
            {t('amountsEmpty', { operator: operator.name })}
          </p>
          <div className="page-actions">
            <Button variant="outlined" onClick={() => dispatch({ type: 'BACK' })}>
              {t('chooseOther')}
            </Button>
          </div>
        </>
      ) : (
        <OptionMenu
          legend={t('amountLegend', { operator: operator.name })}
          options={products.map((p) => ({ value: String(p.amount), label: formatBRL(p.amount) }))}
          nextLabel={t('continue')}
          onNext={(value) => {
            const product = products.find((p) => String(p.amount) === value);
            if (product) dispatch({ type: 'AMOUNT_CHOSEN', product });
          }}
        />
      )}
    </div>
  );
}
