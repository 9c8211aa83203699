import { formatAccountNumber } from '@carteira/core/br';
import { Button } from '../../../components/button.tsx';
import { SearchPicker } from '../../../components/search-picker.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCheckAgency } from '../api/check-agency.ts';
import { useBanks } from '../api/list-banks.ts';
import { useTedContacts } from '../api/list-contacts.ts';
import { type ContactAccount, tedContactAccounts } from '../flow/ted-contacts.ts';
import type { TransferEvent } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

/** An account of up to 8 digits with its check digit apart; a longer one as it is. */
const accountText = (account: string) => (account.length <= 8 ? formatAccountNumber(account) : account);

export interface TedContactStepProps {
  dispatch: (event: TransferEvent) => void;
}

/**
 * The saved contacts with an account at another bank, searchable by name. Picking one fills the
 * TED's bank, account type, holder, CPF/CNPJ, agency (checked by the bank again) and account.
 */
export function TedContactStep({ dispatch }: TedContactStepProps) {
  const t = useMessages(transferMessages);
  const errorText = useErrorText();
  const contacts = useTedContacts();
  const banks = useBanks();
  const check = useCheckAgency();
  const failed = contacts.isError || banks.isError;
  const pick = ({ ted }: ContactAccount) => {
    if (check.isPending) return;
    check.mutate(
      { ispb: ted.institution.ispb, agency: ted.agency },
      { onSuccess: (agency) => dispatch({ type: 'CONTACT_CHOSEN', ted: { ...ted, agency } }) },
    );
  };
  const accounts = contacts.data && banks.data ? tedContactAccounts(contacts.data, banks.data) : null;
  return (
    <div className="flow-form" data-testid="ted-contacts">
      <h2 className="flow-heading">{t('contactsHeading')}</h2>
      {failed ? (
        <>
          <p className="field-error" role="alert">
            {t('contactsLoadFailed')}
          </p>
          <Button variant="outlined" onClick={() => void Promise.all([contacts.refetch(), banks.refetch()])}>
            {t('tryAgain')}
          </Button>
        </>
      ) : null}
      {!failed && !accounts ? <Spinner /> : null}
      {accounts && accounts.length === 0 ? (
        <p className="field__hint" data-testid="ted-contacts-none">
          {t('contactsNone')}
        </p>
      ) : null}
      {accounts && accounts.length > 0 ? (
        <SearchPicker
          label={t('contactsSearch')}
          placeholder={t('contactsPlaceholder')}
          emptyText={t('contactsNoMatch')}
          items={accounts.map((a) => ({
            ...a,
            title: a.label,
            keywords: a.label === a.ted.name ? [] : [a.ted.name],
            detail: t('contactAccountLine', {
              bank: a.ted.institution.name,
              agency: a.ted.agency,
              account: accountText(a.ted.account),
            }),
          }))}
          onPick={pick}
          testId="ted-contact"
        />
      ) : null}
      {check.isPending ? <Spinner block /> : null}
      {check.error ? (
        <p className="field-error" role="alert" data-testid="ted-contact-error">
          {errorText(check.error)}
        </p>
      ) : null}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => dispatch({ type: 'BACK' })} data-testid="ted-type-details">
          {t('typeDetails')}
        </Button>
      </div>
    </div>
  );
}
