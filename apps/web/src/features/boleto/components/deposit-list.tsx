import { formatDate, todayInSaoPaulo } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { boletoStatusOf } from '@carteira/core/status';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type DepositBoleto, useCancelDeposit } from '../api/deposit-boletos.ts';
import { boletoMessages } from '../messages.ts';

export interface DepositListProps {
  boletos: readonly DepositBoleto[];
  loaded: boolean;
  onOpen: (boleto: DepositBoleto) => void;
}

/** The deposit boletos by issue date: status (core/status), open one's slip, cancel. */
export function DepositList({ boletos, loaded, onOpen }: DepositListProps) {
  const t = useMessages(boletoMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const cancel = useCancelDeposit();
  const today = todayInSaoPaulo();
  return (
    <section aria-labelledby="deposit-issued-heading">
      <h2 className="boleto-section-heading" id="deposit-issued-heading">
        {t('issuedHeading')}
      </h2>
      {loaded && boletos.length === 0 ? <p>{t('issuedEmpty')}</p> : null}
      <ul className="boleto-list" data-testid="deposit-list">
        {boletos.map((b) => {
          const category = boletoStatusOf(b.status, b.dueDate, today);
          return (
            <li
              key={b.id}
              className="boleto-list__item card"
              data-testid="deposit-item"
              data-status={category}
            >
              <span className="boleto-list__top">
                <span>{t(`depositStatus_${category}`)}</span>
                <span className="amount">{formatBRL(b.total)}</span>
              </span>
              <span className="boleto-list__meta">
                {t('issuedOn', { date: formatDate(b.issuedOn), due: formatDate(b.dueDate) })}
              </span>
              {category === 'open' ? (
                <span className="page-actions">
                  <Button variant="outlined" onClick={() => onOpen(b)}>
                    {t('copyLine')}
                  </Button>
                  <Button
                    variant="text"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(b.id, {
                        onSuccess: () => snackbar.show({ text: t('depositCancelled'), duration: 'short' }),
                        onError: (e) =>
                          snackbar.show({ text: errorText(e), duration: 'normal', tone: 'error' }),
                      })
                    }
                  >
                    {t('cancelDeposit')}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
