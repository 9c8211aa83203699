import { formatAccountNumber, onlyDigits } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { validateField } from '../../../components/text-input-rules.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useLookupRecipient } from '../api/lookup-recipient.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

const AGENCY_PATTERN = /^\d{4}$/;
const ACCOUNT_PATTERN = /^\d{2,8}$/;

export interface DestinationStepProps {
  state: Extract<TransferState, { step: 'destination' }>;
  dispatch: (event: TransferEvent) => void;
}

/** Agency and account; the bank says who holds it before the customer confirms. */
export function DestinationStep({ state, dispatch }: DestinationStepProps) {
  const t = useMessages(transferMessages);
  const errorText = useErrorText();
  const session = useSession();
  const lookup = useLookupRecipient();
  const [agency, setAgency] = useState(state.agency);
  const [account, setAccount] = useState(state.account);
  const [submitted, setSubmitted] = useState(false);
  const [ownAccount, setOwnAccount] = useState(false);

  const agencyRule = {
    kind: 'text',
    fieldName: t('agencyField'),
    pattern: AGENCY_PATTERN,
    digitsOnly: true,
    maxLength: 4,
  } as const;
  const accountRule = {
    kind: 'text',
    fieldName: t('accountField'),
    pattern: ACCOUNT_PATTERN,
    digitsOnly: true,
    maxLength: 8,
  } as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateField(agencyRule, agency) || validateField(accountRule, account) || lookup.isPending) return;
    const isOwn =
      session !== null &&
      onlyDigits(session.agency) === agency &&
      onlyDigits(session.accountNumber) === account;
    setOwnAccount(isOwn);
    if (isOwn) return;
    lookup.mutate(
      { agency, account },
      { onSuccess: (recipient) => dispatch({ type: 'RECIPIENT_FOUND', recipient }) },
    );
  };

  const failure = ownAccount ? t('ownAccount') : lookup.error ? errorText(lookup.error) : null;
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('destinationHeading')}</h2>
      <TextInput
        {...agencyRule}
        label={t('agencyLabel')}
        value={agency}
        onValueChange={(value) => {
          setAgency(value);
          lookup.reset();
        }}
        validateNow={submitted}
        testId="transfer-agency"
      />
      <TextInput
        {...accountRule}
        label={t('accountLabel')}
        value={account}
        format={formatAccountNumber}
        onValueChange={(value) => {
          setAccount(value);
          lookup.reset();
        }}
        validateNow={submitted}
        testId="transfer-account"
      />
      {failure ? (
        <p className="field-error" role="alert" data-testid="transfer-destination-error">
          {failure}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" loading={lookup.isPending} data-testid="transfer-destination-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
