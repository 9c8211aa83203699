import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCardDetailsFrame } from '../api/get-card-details.ts';
import { cardsMessages } from '../messages.ts';

/**
 * The card processor's page with the full number, in a frame opened with a hash: the number is shown
 * by the processor and never passes through the app's code or logs.
 */
export function CardDetailsFrame({ cardKey }: { cardKey: string }) {
  const t = useMessages(cardsMessages);
  const frame = useCardDetailsFrame(cardKey);
  if (frame.isPending) return <Spinner block label={t('loading')} />;
  // ERROR_GETTING_DETAILS: the processor's frame could not be opened
  if (frame.isError)
    return (
      <p className="field__hint" role="alert" data-testid="card-details-failed">
        {t('errorGettingDetails')}
      </p>
    );
  return (
    <iframe
      className="card-details-frame"
      title={t('detailsFrame')}
      src={frame.data}
      sandbox=""
      referrerPolicy="no-referrer"
      data-testid="card-details-frame"
    />
  );
}
