import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { fetchStatement, useCardQuery } from '../api/card-info.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { EXCLUDED_ITEM, itemText } from '../components/item-text.ts';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** Item type 2: a credit to the card (a payment, a reversal), shown with a minus. */
const CREDIT = 2;

/** /creditCardHistoryPage: the card's statement (contas/cartao-garantia/extrato), newest first. */
export function HistoryPage() {
  const t = useMessages(cardPagesMessages);
  const tc = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const statement = useCardQuery('statement', fetchStatement);
  const body = () => {
    if (statement.isError)
      return (
        <div className="flow-form">
          <p role="alert">{tc('loadFailed')}</p>
          <Button onClick={() => void statement.refetch()}>{tc('retry')}</Button>
        </div>
      );
    if (!statement.data) return <Spinner block label={tc('loading')} />;
    if (statement.data.lines.length === 0) return <p className="muted">{t('historyEmpty')}</p>;
    return (
      <>
        <ul className="cc-list" data-testid="cc-history">
          {statement.data.lines.map((line) => (
            <li
              key={line.id}
              className={`cc-invoice cc-limits__row${line.typeId === EXCLUDED_ITEM ? ' cc-item--excluded' : ''}`}
              data-testid="cc-history-line"
              data-kind={line.kind}
            >
              <span className="cc-history__text">
                <span className="muted">{formatDate(line.at.slice(0, 10))}</span>
                <br />
                {itemText(t, line)}
              </span>
              <span className="cc-limits__value">
                {line.typeId === CREDIT ? `- ${formatBRL(line.amount)}` : formatBRL(line.amount)}
              </span>
            </li>
          ))}
        </ul>
        {statement.data.more ? <p className="muted">{t('historyMore')}</p> : null}
      </>
    );
  };
  return (
    <>
      <TopBar title={t('historyTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
