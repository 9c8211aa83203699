import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { profileMessages } from '../messages.ts';

/** The selfie review: the photo as it will be sent, then send it or take another. */
export function ReviewStep({
  image,
  failed,
  onSend,
  onRetake,
}: {
  image: string;
  failed: boolean;
  onSend: () => void;
  onRetake: () => void;
}) {
  const t = useMessages(profileMessages);
  return (
    <div className="flow-form" data-testid="profile-review">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="muted">{t('reviewText')}</p>
      <img className="profile-photo" src={`data:image/jpeg;base64,${image}`} alt={t('reviewPhoto')} />
      {failed ? (
        <p role="alert" className="field-error">
          {t('sendFailed')}
        </p>
      ) : null}
      <div className="page-actions">
        <Button onClick={onSend} data-testid="profile-review-send">
          {t('reviewSend')}
        </Button>
        <Button variant="outlined" onClick={onRetake} data-testid="profile-review-retake">
          {t('reviewRetake')}
        </Button>
      </div>
    </div>
  );
}
