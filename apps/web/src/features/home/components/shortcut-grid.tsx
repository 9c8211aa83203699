import type { FeatureFlag } from '@carteira/core/flags';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { offeredWith, useFeatureFlags } from '../../../lib/feature-flags.ts';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { homeMessages } from '../messages.ts';

const SHORTCUTS: ReadonlyArray<{
  to: string;
  icon: IconName;
  label: MessageKey<typeof homeMessages>;
  id: string;
  /** Left out while this feature flag is off for the customer (as in /allServices). */
  flag?: FeatureFlag;
}> = [
  { to: '/pixLandingComponent', icon: 'pix', label: 'pix', id: 'pix' },
  { to: '/sendComponent', icon: 'transfer', label: 'transfer', id: 'transfer' },
  { to: '/newTransactionHistory', icon: 'history', label: 'history', id: 'history' },
  { to: '/boleto', icon: 'boleto', label: 'boleto', id: 'boleto' },
  { to: '/cellularRecharge', icon: 'phone', label: 'recharge', id: 'recharge' },
  { to: '/atmWithdraw', icon: 'cash', label: 'atm', id: 'atm' },
  { to: '/digitalCard', icon: 'card', label: 'cards', id: 'cards' },
  { to: '/creditCard', icon: 'shield', label: 'creditCard', id: 'credit-card', flag: 'creditCard' },
  { to: '/financing', icon: 'financing', label: 'financing', id: 'financing', flag: 'smartPhoneFinancing' },
  { to: '/salaryPortability', icon: 'briefcase', label: 'salaryPortability', id: 'salary-portability' },
  { to: '/giftCard', icon: 'gift', label: 'giftCard', id: 'gift-card' },
  { to: '/myAccount', icon: 'user', label: 'myAccount', id: 'my-account' },
  { to: '/allServices', icon: 'grid', label: 'allServices', id: 'all-services' },
];

/** The ways into each area; an area whose feature flag is off for the customer is not offered. */
export function ShortcutGrid() {
  const t = useMessages(homeMessages);
  const flags = useFeatureFlags().data;
  return (
    <nav className="shortcuts" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className="shortcuts__title">
        {t('shortcutsTitle')}
      </h2>
      <ul className="shortcuts__grid">
        {SHORTCUTS.filter(offeredWith(flags)).map((shortcut) => (
          <li key={shortcut.id}>
            <Link className="shortcut" to={shortcut.to} data-testid={`shortcut-${shortcut.id}`}>
              <span className="shortcut__icon">
                <Icon name={shortcut.icon} />
              </span>
              <span className="shortcut__label">{t(shortcut.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
