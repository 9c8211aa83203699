import type { FeatureFlag } from '@carteira/core/flags';
import { Link } from 'react-router';
import { BUILT_ROUTES } from '../../../app/route-table.ts';
import { TopBar } from '../../../components/top-bar.tsx';
import { offeredWith, useFeatureFlags } from '../../../lib/feature-flags.ts';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { homeMessages } from '../messages.ts';
import '../home.css';

type Key = MessageKey<typeof homeMessages>;

/** Every area of the app, by group, each opening its route (wallet.md section 2, /allServices). */
export const SERVICE_GROUPS: ReadonlyArray<{
  title: Key;
  /** An area behind a feature flag is left out while the flag is off for the customer. */
  services: ReadonlyArray<{ to: string; label: Key; flag?: FeatureFlag }>;
}> = [
  {
    title: 'groupPix',
    services: [
      { to: '/pixLandingComponent', label: 'svcPix' },
      { to: '/myPixKeysComponent', label: 'svcPixKeys' },
      { to: '/pixLimits', label: 'svcPixLimits' },
      { to: '/pixReceive', label: 'svcPixReceive' },
    ],
  },
  {
    title: 'groupMoney',
    services: [
      { to: '/sendComponent', label: 'svcTransfer' },
      { to: '/tedTransfer', label: 'svcTed' },
      { to: '/newTransactionHistory', label: 'svcHistory' },
      { to: '/contacts', label: 'svcContacts' },
      { to: '/boleto', label: 'svcBoleto' },
      { to: '/depositLandingComponent', label: 'svcDeposit' },
      { to: '/cellularRecharge', label: 'svcRecharge' },
      { to: '/dimoPayComponent', label: 'svcQr' },
      { to: '/atmWithdraw', label: 'svcAtm' },
    ],
  },
  {
    title: 'groupCards',
    services: [
      { to: '/digitalCard', label: 'svcCards' },
      { to: '/creditCard', label: 'svcCreditCard', flag: 'creditCard' },
      { to: '/financing', label: 'svcFinancing', flag: 'smartPhoneFinancing' },
      { to: '/fgtsHome', label: 'svcFgts' },
      { to: '/salaryPortability', label: 'svcSalary' },
      { to: '/rewards', label: 'svcRewards', flag: 'gamification' },
      { to: '/giftCard', label: 'svcGiftCard' },
      { to: '/insurance', label: 'svcInsurance' },
    ],
  },
  {
    title: 'groupAccount',
    services: [
      { to: '/myAccount', label: 'svcMyAccount' },
      { to: '/appSettings', label: 'svcSettings' },
      { to: '/marketOptin', label: 'svcMarket' },
      { to: '/pushOptin', label: 'svcPush' },
      { to: '/locationConsent', label: 'svcLocation' },
      { to: '/chat', label: 'svcChat' },
      { to: '/helpPage', label: 'svcHelp' },
    ],
  },
];

/**
 * /allServices: the full services grid; an area not built yet is marked so, and opens its not-available
 * page; an area whose feature flag is off for the customer is not offered.
 */
export function AllServicesPage() {
  const t = useMessages(homeMessages);
  const flags = useFeatureFlags().data;
  return (
    <>
      <TopBar title={t('allServicesTitle')} />
      <main className="all-services" id="main">
        {SERVICE_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`services-${group.title}`}>
            <h2 id={`services-${group.title}`} className="shortcuts__title">
              {t(group.title)}
            </h2>
            <ul className="shortcuts__grid">
              {group.services.filter(offeredWith(flags)).map((s) => {
                const built = BUILT_ROUTES[s.to] !== undefined;
                return (
                  <li key={s.to}>
                    <Link
                      className="shortcut"
                      to={s.to}
                      data-testid={`service-${s.to.slice(1)}`}
                      data-built={built}
                    >
                      <span className="shortcut__label">{t(s.label)}</span>
                      {built ? null : <span className="all-services__soon">{t('soon')}</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </main>
    </>
  );
}
