import { Button } from '../../../components/button.tsx';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useOperators } from '../api/operators.ts';
import type { Phone, RechargeEvent } from '../flow/recharge-flow.ts';
import { rechargeMessages } from '../messages.ts';
import { displayPhone } from './display-phone.ts';

export interface OperatorStepProps {
  phone: Phone;
  dispatch: (event: RechargeEvent) => void;
}

/** The operators of the number's DDD, in the bank's order (Vivo, Claro, Tim, Oi first). */
export function OperatorStep({ phone, dispatch }: OperatorStepProps) {
  const t = useMessages(rechargeMessages);
  const errorText = useErrorText();
  const operators = useOperators(phone.ddd);
  if (operators.isPending) return <Spinner block label={t('operatorsLoading')} />;
  if (operators.isError) {
    return (
      <div className="flow-form">
        <p className="field-error" role="alert" data-testid="recharge-load-failed">
          {errorText(operators.error)}
        </p>
        <div className="page-actions">
          <Button onClick={() => void operators.refetch()}>{t('tryAgain')}</Button>
        </div>
      </div>
    );
  }
  const list = operators.data;
  return (
    <div className="flow-form" data-testid="recharge-operators">
      <h2 className="flow-heading">{t('operatorHeading')}</h2>
      <p className="muted">{displayPhone(phone)}</p>
      {list.length === 0 ? (
        <p className="muted">{t('operatorsEmpty')}</p>
      ) : (
        <OptionMenu
          legend={t('operatorLegend', { ddd: phone.ddd })}
          options={list.map((op) => ({ value: op.id, label: op.name }))}
          nextLabel={t('continue')}
          onNext={(id) => {
            const operator = list.find((op) => op.id === id);
            if (operator) dispatch({ type: 'OPERATOR_CHOSEN', operator });
          }}
        />
      )}
    </div>
  );
}
