import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCareChannels, whatsappLink } from '../api/help-content.ts';
import { helpMessages } from '../messages.ts';

/** The customer-care WhatsApp and phone (wallet.md section 9), and the chat when there is a session. */
export function CareChannels({ signedIn }: { signedIn: boolean }) {
  const t = useMessages(helpMessages);
  const channels = useCareChannels();
  const whatsapp = channels.data?.whatsapp;
  const phone = channels.data?.phone;
  return (
    <section className="help-section" aria-labelledby="help-contact">
      <h2 id="help-contact" className="help-section__title">
        {t('contactSection')}
      </h2>
      <div className="help-channels">
        {signedIn ? (
          <Link className="help-channel" to="/chat" data-testid="help-open-ticket">
            <span>{t('openTicket')}</span>
            <strong aria-hidden="true">›</strong>
          </Link>
        ) : null}
        {whatsapp ? (
          <a
            className="help-channel"
            href={whatsappLink(whatsapp.dial)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="help-whatsapp"
          >
            <span>{t('whatsapp')}</span>
            <strong>{whatsapp.display}</strong>
          </a>
        ) : null}
        {whatsapp && signedIn ? (
          <Link className="help-channel" to="/WidgetQRPage" data-testid="help-whatsapp-qr">
            <span>{t('whatsappQr')}</span>
            <strong aria-hidden="true">›</strong>
          </Link>
        ) : null}
        {phone ? (
          <a className="help-channel" href={`tel:${phone.dial}`} data-testid="help-phone">
            <span>{t('phone')}</span>
            <strong>{phone.display}</strong>
          </a>
        ) : null}
      </div>
    </section>
  );
}
