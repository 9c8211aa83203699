import { addDays, formatDate, todayInSaoPaulo } from '@carteira/core/calendar';
import { formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useReducer, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { validateField } from '../../../components/text-input-rules.ts';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useDepositBoletos, useIssueDeposit } from '../api/deposit-boletos.ts';
import { DepositList } from '../components/deposit-list.tsx';
import { DepositSlip } from '../components/deposit-slip.tsx';
import { DueDateStep } from '../components/due-date-step.tsx';
import { depositReducer, initialDepositState, leavesDepositOnBack } from '../flow/deposit-flow.ts';
import { boletoMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../boleto.css';

/** /generateBoleto: a deposit boleto (amount within the day's limit, due date, review, slip) and those issued. */
export function GenerateBoletoPage() {
  const t = useMessages(boletoMessages);
  const errorText = useErrorText();
  const goBack = useGoBack('/depositLandingComponent');
  const [state, dispatch] = useReducer(depositReducer, initialDepositState);
  const [digits, setDigits] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const today = todayInSaoPaulo();
  // Issue dates up to a week ahead too, so a device clock behind the bank's still lists today's boletos.
  const list = useDepositBoletos(addDays(today, -30), addDays(today, 7));
  const issue = useIssueDeposit();
  const left = list.data?.left;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateField({ kind: 'money', fieldName: t('amountField') }, digits)) return;
    dispatch({ type: 'AMOUNT_ENTERED', amount: parseBRLInput(digits) });
  };
  const onBack = () => (leavesDepositOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar title={t('generateTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'amount' ? (
          <>
            <form className="flow-form" onSubmit={submit} noValidate>
              <h2 className="flow-heading">{t('generateHeading')}</h2>
              <TextInput
                kind="money"
                label={t('amountLabel')}
                fieldName={t('amountField')}
                value={digits}
                onValueChange={setDigits}
                validateNow={submitted}
                hint={
                  list.data && left !== undefined
                    ? t('limitLeft', { amount: formatBRL(left), limit: formatBRL(list.data.limit) })
                    : undefined
                }
                testId="deposit-amount"
              />
              <div className="page-actions">
                <Button type="submit" data-testid="deposit-amount-submit">
                  {t('continue')}
                </Button>
              </div>
            </form>
            <DepositList
              boletos={list.data?.boletos ?? []}
              loaded={list.isSuccess}
              onOpen={(boleto) => dispatch({ type: 'SHOW', boleto })}
            />
          </>
        ) : null}
        {state.step === 'dueDate' ? (
          <DueDateStep
            amount={state.amount}
            initial={state.due}
            onChosen={(due) => dispatch({ type: 'DUE_DATE_CHOSEN', due })}
            onCancel={() => dispatch({ type: 'BACK' })}
          />
        ) : null}
        {state.step === 'review' ? (
          <div className="flow-form">
            <h2 className="flow-heading">{t('generateReview')}</h2>
            <p className="review__amount amount">{formatBRL(state.amount)}</p>
            <dl className="review card">
              <div className="review__row">
                <dt>{t('nominal')}</dt>
                <dd>{formatBRL(state.amount)}</dd>
              </div>
              <div className="review__row">
                <dt>{t('fee')}</dt>
                <dd>{t('free')}</dd>
              </div>
              <div className="review__row">
                <dt>{t('total')}</dt>
                <dd>{formatBRL(state.amount)}</dd>
              </div>
              <div className="review__row">
                <dt>{t('dueDate')}</dt>
                <dd data-testid="deposit-review-due">{formatDate(state.due)}</dd>
              </div>
            </dl>
            {issue.error ? (
              <p className="field__error" role="alert" data-testid="deposit-error">
                {errorText(issue.error)}
              </p>
            ) : null}
            <div className="page-actions">
              <Button
                disabled={issue.isPending}
                data-testid="deposit-generate"
                onClick={() =>
                  issue.mutate(
                    { amount: state.amount, due: state.due },
                    { onSuccess: (boleto) => dispatch({ type: 'ISSUED', boleto }) },
                  )
                }
              >
                {t('generate')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.step === 'slip' ? <DepositSlip boleto={state.boleto} /> : null}
      </main>
    </>
  );
}
