import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useCreateVirtualCard } from '../api/create-virtual-card.ts';
import { useDeleteVirtualCard } from '../api/delete-virtual-card.ts';
import { useCards } from '../api/list-cards.ts';
import { CardDetailsFrame } from '../components/card-details-frame.tsx';
import { CardTile } from '../components/card-tile.tsx';
import { cardsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../cards.css';

/** /virtualCardInfo (and /virtualCardComponent, /digitalCardCreated): the virtual card, its details and delete. */
export function VirtualCardPage() {
  const t = useMessages(cardsMessages);
  const goBack = useGoBack();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const cards = useCards();
  const create = useCreateVirtualCard();
  const remove = useDeleteVirtualCard();
  const [asking, setAsking] = useState(false);
  const onError = (e: unknown) => snackbar.show({ text: errorText(e), tone: 'error' });
  const card = cards.data?.find((c) => c.type === 'virtual');
  const body = () => {
    if (cards.isPending) return <Spinner block label={t('loading')} />;
    if (cards.isError) return <p role="alert">{t('loadFailed')}</p>;
    if (!card)
      return (
        <div className="flow-form" data-testid="virtual-card-none">
          <p>{t('virtualText')}</p>
          <div className="page-actions">
            <Button
              loading={create.isPending}
              onClick={() => create.mutate(undefined, { onError })}
              data-testid="virtual-card-create"
            >
              {t('createVirtual')}
            </Button>
          </div>
        </div>
      );
    return (
      <div className="flow-form card-list" data-testid="virtual-card">
        <CardTile card={card}>
          <Button variant="text" onClick={() => setAsking(true)} data-testid="virtual-card-delete">
            {t('deleteVirtual')}
          </Button>
        </CardTile>
        <CardDetailsFrame cardKey={card.key} />
        <BottomSheet open={asking} title={t('deleteVirtual')} onClose={() => setAsking(false)}>
          <div className="flow-form">
            <h2 className="flow-heading">{t('deleteQuestion', { last4: card.last4 })}</h2>
            <p>{t('deleteText')}</p>
            <div className="page-actions">
              <Button
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(card.key, {
                    onSuccess: () => {
                      setAsking(false);
                      snackbar.show({ text: t('virtualDeleted') });
                    },
                    onError,
                  })
                }
                data-testid="virtual-card-confirm-delete"
              >
                {t('confirmDelete')}
              </Button>
              <Button variant="text" onClick={() => setAsking(false)}>
                {t('cancel')}
              </Button>
            </div>
          </div>
        </BottomSheet>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('virtualTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
