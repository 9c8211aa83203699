import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SearchPicker } from '../../../components/search-picker.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBanks } from '../api/list-banks.ts';
import type { TransferEvent } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

export interface InstitutionStepProps {
  dispatch: (event: TransferEvent) => void;
}

/**
 * The bank list (banco/consultar-bancos), searchable by name or code; Carteira first. Above it, the
 * way to a saved contact's account instead of typing one.
 */
export function InstitutionStep({ dispatch }: InstitutionStepProps) {
  const t = useMessages(transferMessages);
  const banks = useBanks();
  return (
    <div className="flow-form" data-testid="transfer-institution">
      <button
        type="button"
        className="ted-contact-entry card"
        onClick={() => dispatch({ type: 'CONTACTS_OPENED' })}
        data-testid="ted-choose-contact"
      >
        <span className="ted-contact-entry__icon">
          <Icon name="user" />
        </span>
        <span className="ted-contact-entry__text">
          <span className="ted-contact-entry__label">{t('chooseContact')}</span>
          <span className="ted-contact-entry__description">{t('chooseContactText')}</span>
        </span>
        <Icon name="chevron-right" />
      </button>
      <h2 className="flow-heading">{t('institutionHeading')}</h2>
      {banks.isPending ? <Spinner /> : null}
      {banks.isError ? (
        <>
          <p className="field-error" role="alert">
            {t('institutionLoadFailed')}
          </p>
          <Button variant="outlined" onClick={() => void banks.refetch()}>
            {t('tryAgain')}
          </Button>
        </>
      ) : null}
      {banks.data ? (
        <SearchPicker
          label={t('institutionSearch')}
          placeholder={t('institutionPlaceholder')}
          emptyText={t('institutionEmpty')}
          items={banks.data.map((b) => ({
            id: b.code,
            title: b.name,
            subtitle: b.code,
            keywords: [b.ispb],
            bank: b,
          }))}
          onPick={(item) => dispatch({ type: 'INSTITUTION_CHOSEN', institution: item.bank })}
          testId="bank"
        />
      ) : null}
    </div>
  );
}
