import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { type CardProduct, useCardProducts } from '../api/card-products.ts';
import { cardsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../cards.css';

/** Where the customer stands with the credit category, from the card products. */
export type CreditStanding = 'noCategory' | 'unavailable' | 'virtualOnly' | 'available';

export function creditStanding(products: readonly CardProduct[]): CreditStanding {
  const credit = products.filter((p) => p.category === 'CREDITO');
  if (credit.length === 0) return 'noCategory';
  // the bank issues the credit card virtual only: one held has no plastic to activate
  if (credit.some((p) => p.held)) return 'virtualOnly';
  return credit.some((p) => p.available) ? 'available' : 'unavailable';
}

/**
 * /activateCreditCard: the credit category of the customer's cards (produto/consultar-produtos-
 * disponiveis-cliente). Available: the guaranteed credit card is contracted from /gccFirstAccess. Held:
 * it is virtual only (VIRTUAL_CARD_ONLY). Not offered (NO_CATEGORY) or not now ('Category currently
 * unavailable'). The products not read: the card flows' error screen (ERROR_GETTING_DETAILS).
 */
export function ActivateCreditCardPage() {
  const t = useMessages(cardsMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const products = useCardProducts();
  const body = () => {
    if (products.isPending) return <Spinner block label={t('loading')} />;
    if (products.isError)
      return (
        <div className="flow-form done" data-testid="activate-credit-failed">
          <div className="done__badge done__badge--failed">
            <Icon name="alert" size={36} />
          </div>
          <h2 className="done__heading">{t('failedHeading')}</h2>
          <p className="done__text" role="alert" data-testid="activate-credit-failed-message">
            {t('errorGettingDetails')}
          </p>
          <div className="page-actions">
            <Button onClick={() => void products.refetch()}>{t('retry')}</Button>
            <Button variant="outlined" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
              {t('goHome')}
            </Button>
          </div>
        </div>
      );
    const standing = creditStanding(products.data);
    if (standing === 'virtualOnly')
      return (
        <div className="flow-form" data-testid="activate-credit-virtual-only">
          <h2 className="flow-heading">{t('virtualCardOnlyHeading')}</h2>
          <p>{t('virtualCardOnly')}</p>
          <div className="page-actions">
            <Button onClick={() => navigate('/creditCard')} data-testid="activate-credit-open">
              {t('openCreditCard')}
            </Button>
          </div>
        </div>
      );
    if (standing === 'available')
      return (
        <div className="flow-form" data-testid="activate-credit-available">
          <h2 className="flow-heading">{t('activateHeading')}</h2>
          <p>{t('activateText')}</p>
          <div className="page-actions">
            <Button onClick={() => navigate('/gccFirstAccess')} data-testid="activate-credit-start">
              {t('activate')}
            </Button>
          </div>
        </div>
      );
    return (
      <div className="flow-form" data-testid={`activate-credit-${standing}`}>
        <p role="status">{standing === 'noCategory' ? t('noCategory') : t('categoryUnavailable')}</p>
        <div className="page-actions">
          <Button variant="outlined" onClick={() => navigate('/digitalCard')}>
            {t('backToCards')}
          </Button>
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('activateTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
