import { formatBRL, ZERO } from '@carteira/core/money';
import { Icon } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBalance } from '../api/get-balance.ts';
import { homeMessages } from '../messages.ts';

/** The balance: R$ 0,00 when it cannot be read; an explicit refresh that fails says so. */
export function BalanceCard({ visible }: { visible: boolean }) {
  const t = useMessages(homeMessages);
  const snackbar = useSnackbar();
  const balance = useBalance();
  const amount = balance.data ?? ZERO;
  const refresh = async () => {
    const result = await balance.refetch();
    if (result.isError) snackbar.show({ text: t('balanceFailed'), duration: 'normal', tone: 'error' });
  };
  return (
    <section className="balance-card" aria-labelledby="balance-label">
      <div className="balance-card__top">
        <h2 id="balance-label" className="balance-card__label">
          {t('balanceLabel')}
        </h2>
        <button
          type="button"
          className="icon-button balance-card__refresh"
          aria-label={t('refreshBalance')}
          onClick={refresh}
          disabled={balance.isFetching}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      {balance.isPending ? (
        <span
          className="balance-card__value balance-card__value--loading"
          aria-busy="true"
          data-testid="balance-value"
        >
          R$ ···
        </span>
      ) : visible ? (
        <span
          className="balance-card__value amount"
          data-testid="balance-value"
          data-state={balance.isError ? 'error' : 'ok'}
        >
          {formatBRL(amount)}
        </span>
      ) : (
        <span className="balance-card__value" data-testid="balance-value" data-state="hidden">
          <span aria-hidden="true">R$ ••••</span>
          <span className="visually-hidden">{t('balanceHidden')}</span>
        </span>
      )}
    </section>
  );
}
