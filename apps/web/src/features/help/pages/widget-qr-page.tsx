import { QrImage } from '../../../components/qr-image.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCareChannels, whatsappLink } from '../api/help-content.ts';
import { helpMessages } from '../messages.ts';
import '../help.css';

/** /WidgetQRPage: the customer-care WhatsApp as a QR code, to carry the conversation to the phone. */
export function WidgetQrPage() {
  const t = useMessages(helpMessages);
  const channels = useCareChannels();
  const whatsapp = channels.data?.whatsapp;
  return (
    <>
      <TopBar title={t('widgetTitle')} />
      <main className="page-content widget-qr" id="main">
        <p>{t('widgetIntro')}</p>
        {channels.isPending ? <Spinner /> : null}
        {channels.isError ? <p className="chat-error">{t('loadFailed')}</p> : null}
        {whatsapp ? (
          <>
            <QrImage text={whatsappLink(whatsapp.dial)} alt={t('widgetAlt')} testId="widget-qr" />
            <strong>{whatsapp.display}</strong>
            <a href={whatsappLink(whatsapp.dial)} target="_blank" rel="noopener noreferrer">
              {t('widgetOpen')}
            </a>
          </>
        ) : null}
      </main>
    </>
  );
}
