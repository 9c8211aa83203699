import { formatDate } from '@carteira/core/calendar';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { fetchHolderSettings, useCardQuery } from '../api/card-info.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { DueDayForm } from '../components/due-day-form.tsx';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** /creditCardChangeDueDatePage: the invoice's due day; the open invoice's new dates once changed. */
export function ChangeDueDatePage() {
  const t = useMessages(cardPagesMessages);
  const tc = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const holder = useCardQuery('holder-settings', fetchHolderSettings);
  const [saved, setSaved] = useState<{ closing: string; due: string } | null>(null);
  const body = () => {
    if (holder.isError)
      return (
        <div className="flow-form">
          <p role="alert">{tc('loadFailed')}</p>
          <Button onClick={() => void holder.refetch()}>{tc('retry')}</Button>
        </div>
      );
    if (!holder.data) return <Spinner block label={tc('loading')} />;
    if (saved)
      return (
        <div className="flow-form done" data-testid="cc-due-saved">
          <p className="done__text">
            {t('dueDateSaved', { closing: formatDate(saved.closing), due: formatDate(saved.due) })}
          </p>
          <div className="page-actions">
            <Button onClick={() => navigate('/creditCard', { replace: true })} data-testid="cc-go-card">
              {tc('goToCard')}
            </Button>
          </div>
        </div>
      );
    return (
      <div className="flow-form">
        <p>{t('dueDateLead', { day: holder.data.dueDay })}</p>
        <DueDayForm current={holder.data.dueDay} onSaved={setSaved} />
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('dueDateTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
