import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useBlockCard } from '../api/block-card.ts';
import { useCardOffer } from '../api/card-offer.ts';
import type { Card } from '../api/card-wire.ts';
import { useCreateVirtualCard } from '../api/create-virtual-card.ts';
import { useCards } from '../api/list-cards.ts';
import { useUnblockCard } from '../api/unblock-card.ts';
import { CardDetailsFrame } from '../components/card-details-frame.tsx';
import { CardProblemSheet } from '../components/card-problem-sheet.tsx';
import { CardTile } from '../components/card-tile.tsx';
import { ContactlessSwitch } from '../components/contactless-switch.tsx';
import { PhoneWallet } from '../components/phone-wallet.tsx';
import { type CardAction, useCardNavState } from '../flow/card-nav.ts';
import { initialProblem, problemReducer } from '../flow/card-problem-flow.ts';
import { cardsMessages } from '../messages.ts';
import { CardPinPage } from './card-pin-page.tsx';
import '../../../styles/flow.css';
import '../cards.css';

/**
 * /digitalCard: the cards offered (unblocked or temporarily blocked), each with its actions; the cards
 * the account may still ask for (a new customer's first physical card, a virtual card at once). Opened
 * with a card and an action in navigation state, that card's PIN page instead.
 */
export function CardsPage() {
  const nav = useCardNavState();
  if (nav.cardKey && nav.action)
    return <CardPinPage key={nav.action} cardKey={nav.cardKey} action={nav.action} />;
  return <CardList />;
}

function CardList() {
  const t = useMessages(cardsMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const cards = useCards();
  const [problem, dispatch] = useReducer(problemReducer, initialProblem);
  const [problemLast4, setProblemLast4] = useState('');
  const body = () => {
    if (cards.isPending) return <Spinner block label={t('loading')} />;
    if (cards.isError)
      return (
        <FlowFailed
          testId="cards-failed"
          heading={t('loadFailed')}
          errorKey={isBankError(cards.error) ? cards.error.messageKey : 'error.cardsUnavailable'}
          tryAgainLabel={t('retry')}
          homeLabel={t('goHome')}
          onTryAgain={() => void cards.refetch()}
        />
      );
    return (
      <div className="flow-form card-list" data-testid="cards">
        {cards.data.length === 0 ? (
          <p className="field__hint" data-testid="cards-empty">
            {t('noCards')}
          </p>
        ) : null}
        <CardOfferSection />
        {cards.data.map((card) => (
          <CardActions
            key={card.key}
            card={card}
            onProblem={() => {
              setProblemLast4(card.last4);
              dispatch({ type: 'open', cardKey: card.key });
            }}
          />
        ))}
        <div className="page-actions">
          {cards.data.some((card) => card.type === 'virtual') ? (
            <Button
              variant="outlined"
              onClick={() => navigate('/virtualCardInfo')}
              data-testid="cards-virtual"
            >
              {t('virtualCard')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            onClick={() => navigate('/activateCreditCard')}
            data-testid="cards-credit"
          >
            {t('creditEntry')}
          </Button>
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
      <CardProblemSheet state={problem} last4={problemLast4} dispatch={dispatch} />
    </>
  );
}

/** The cards the account may still ask for: the first physical card by CEP, a virtual card at once. */
function CardOfferSection() {
  const t = useMessages(cardsMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const offer = useCardOffer();
  const create = useCreateVirtualCard();
  if (!offer.data || (!offer.data.physical && !offer.data.virtual)) return null;
  return (
    <section className="card card-offer" data-testid="card-offer">
      <h2 className="flow-heading">{t('offerHeading')}</h2>
      <p>{t('offerText')}</p>
      <div className="page-actions">
        {offer.data.physical ? (
          <Button onClick={() => navigate('/cardRequest')} data-testid="card-offer-physical">
            {t('orderPhysical')}
          </Button>
        ) : null}
        {offer.data.virtual ? (
          <Button
            variant={offer.data.physical ? 'outlined' : 'primary'}
            loading={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: () => {
                  snackbar.show({ text: t('virtualCreated') });
                  navigate('/virtualCardInfo');
                },
                onError: (e) => snackbar.show({ text: errorText(e), tone: 'error' }),
              })
            }
            data-testid="card-offer-virtual"
          >
            {t('createVirtual')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function CardActions({ card, onProblem }: { card: Card; onProblem: () => void }) {
  const t = useMessages(cardsMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const block = useBlockCard();
  const unblock = useUnblockCard();
  const [details, setDetails] = useState(false);
  const onError = (e: unknown) => snackbar.show({ text: errorText(e), tone: 'error' });
  const pinAction = (action: CardAction) =>
    navigate('/digitalCard', { state: { cardKey: card.key, action } });
  return (
    <CardTile card={card}>
      {card.awaitingArrival ? (
        <Button
          onClick={() => navigate('/digitalCardArrival', { state: { cardKey: card.key } })}
          data-testid="card-arrived"
        >
          {t('arrived')}
        </Button>
      ) : null}
      {card.group === 'active' ? (
        <>
          <Button variant="outlined" onClick={() => setDetails((d) => !d)} data-testid="card-details">
            {details ? t('hideDetails') : t('showDetails')}
          </Button>
          <Button
            variant="outlined"
            loading={block.isPending}
            onClick={() =>
              block.mutate(
                { cardKey: card.key, reason: 'temporary' },
                { onSuccess: () => snackbar.show({ text: t('blocked') }), onError },
              )
            }
            data-testid="card-block"
          >
            {t('block')}
          </Button>
        </>
      ) : null}
      {card.blockedByCustomer ? (
        <Button
          loading={unblock.isPending}
          onClick={() =>
            unblock.mutate(card.key, { onSuccess: () => snackbar.show({ text: t('unblocked') }), onError })
          }
          data-testid="card-unblock"
        >
          {t('unblock')}
        </Button>
      ) : null}
      {card.blockedWrongPin ? (
        <>
          <Button onClick={() => pinAction('unblockWrongPin')} data-testid="card-unblock-wrong-pin">
            {t('unblockWrongPin')}
          </Button>
          <Button variant="outlined" onClick={() => pinAction('forgotPin')} data-testid="card-forgot-pin">
            {t('forgotPin')}
          </Button>
        </>
      ) : null}
      {card.type === 'physical' && card.group === 'active' ? (
        <Button variant="outlined" onClick={() => pinAction('changePin')} data-testid="card-change-pin">
          {t('changePin')}
        </Button>
      ) : null}
      {card.type === 'physical' && !card.awaitingArrival ? <ContactlessSwitch card={card} /> : null}
      <PhoneWallet card={card} />
      {card.type === 'physical' && !card.awaitingArrival ? (
        <Button variant="text" onClick={onProblem} data-testid="card-problem">
          {t('problem')}
        </Button>
      ) : null}
      {details && card.group === 'active' ? <CardDetailsFrame cardKey={card.key} /> : null}
    </CardTile>
  );
}
