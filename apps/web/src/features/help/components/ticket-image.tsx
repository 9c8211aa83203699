import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useTicketImage } from '../api/chat.ts';
import { helpMessages } from '../messages.ts';

/** A photo of the ticket, read with the session (only its owner may) and shown from a blob URL. */
export function TicketImage({ fileId }: { fileId: string }) {
  const t = useMessages(helpMessages);
  const image = useTicketImage(fileId);
  if (image.isPending) return <Spinner size="small" />;
  if (image.isError) return <p className="chat-error">{t('photoFailed')}</p>;
  return <img src={image.data} alt={t('photoAlt')} data-testid="chat-image" data-file-id={fileId} />;
}
