import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { SERVICE_CHANNELS as C, OMBUDSMAN_ANSWER_DAYS } from '../content/service-channels.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

/**
 * /consultComp: the customer service and the ombudsman, with the central bank and consumidor.gov.br
 * as the last doors (docs/decisions/0016).
 */
export function ConsultPage() {
  const t = useMessages(profileMenuMessages);
  return (
    <>
      <TopBar title={t('consultTitle')} />
      <main className="page-content" id="main">
        <p className="muted">{t('consultIntro')}</p>
        <section className="menu-section" aria-labelledby="consult-sac" data-testid="consult-sac">
          <h2 id="consult-sac" className="menu-section__title">
            {t('sacSection')}
          </h2>
          <p className="menu-row">{t('sacText')}</p>
          <a
            className="menu-row menu-row--link"
            href={`tel:${C.sac.dial}`}
            aria-label={t('call', { number: C.sac.display })}
          >
            {C.sac.display}
          </a>
          <a
            className="menu-row menu-row--link"
            href={`tel:${C.sacAccessible.dial}`}
            aria-label={t('call', { number: C.sacAccessible.display })}
          >
            <span>
              <span className="menu-hint document-row__detail">{t('sacAccessible')}</span>
              {C.sacAccessible.display}
            </span>
          </a>
        </section>
        <section className="menu-section" aria-labelledby="consult-ombudsman" data-testid="consult-ombudsman">
          <h2 id="consult-ombudsman" className="menu-section__title">
            {t('ombudsmanSection')}
          </h2>
          <p className="menu-row">{t('ombudsmanText', { days: OMBUDSMAN_ANSWER_DAYS })}</p>
          <a
            className="menu-row menu-row--link"
            href={`tel:${C.ombudsman.dial}`}
            aria-label={t('call', { number: C.ombudsman.display })}
          >
            {C.ombudsman.display}
          </a>
          <a className="menu-row menu-row--link" href={`mailto:${C.ombudsmanEmail}`}>
            <span>
              <span className="menu-hint document-row__detail">{t('ombudsmanEmail')}</span>
              {C.ombudsmanEmail}
            </span>
          </a>
        </section>
        <section className="menu-section" aria-labelledby="consult-regulator">
          <h2 id="consult-regulator" className="menu-section__title">
            {t('regulatorSection')}
          </h2>
          <p className="menu-row">{t('regulatorText')}</p>
          <a
            className="menu-row menu-row--link"
            href={C.centralBank}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('centralBankLink')}
          </a>
          <a
            className="menu-row menu-row--link"
            href={C.consumidorGov}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('consumidorLink')}
          </a>
        </section>
      </main>
    </>
  );
}
