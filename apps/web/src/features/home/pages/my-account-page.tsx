import { formatAccountNumber, formatPhone, maskCpf } from '@carteira/core/br';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useProfile } from '../api/get-profile.ts';
import { LogoutButton } from '../components/logout-button.tsx';
import { homeMessages } from '../messages.ts';
import '../home.css';

/** The profile menu's pages (wallet.md section 2, Journey screens: profile menu). */
const MENU = [
  ['/appSettings', 'menuSettings'],
  ['/helpPage', 'menuHelp'],
  ['/chat', 'menuChat'],
  ['/contractsAndTerms', 'menuContracts'],
  ['/insurance', 'menuInsurance'],
  ['/feedback', 'menuFeedback'],
  ['/privacy2024', 'menuPrivacy'],
  ['/consultComp', 'menuConsult'],
  ['/dimoVoz', 'menuVoice'],
  ['/aboutComp', 'menuAbout'],
] as const;

/** /myAccount: account and personal details, password and PIN, the language, and logout. */
export function MyAccountPage() {
  const t = useMessages(homeMessages);
  const session = useSession();
  const profile = useProfile();
  if (!session) return null;
  return (
    <>
      <TopBar title={t('myAccountTitle')} />
      <main className="page-content" id="main">
        <section className="details" aria-labelledby="account-section">
          <h2 id="account-section" className="details__title">
            {t('accountSection')}
          </h2>
          <dl className="details__list">
            <div className="details__row">
              <dt>{t('nameLabel')}</dt>
              <dd>{session.name}</dd>
            </div>
            <div className="details__row">
              <dt>{t('cpfLabel')}</dt>
              <dd>{maskCpf(session.cpf)}</dd>
            </div>
            <div className="details__row">
              <dt>{t('bankLabel')}</dt>
              <dd>{session.bankName}</dd>
            </div>
            <div className="details__row">
              <dt>{t('agencyLabel')}</dt>
              <dd data-testid="account-agency">{session.agency}</dd>
            </div>
            <div className="details__row">
              <dt>{t('accountLabel')}</dt>
              <dd data-testid="account-number">{formatAccountNumber(session.accountNumber)}</dd>
            </div>
          </dl>
          <nav className="details__links">
            <Link className="details__link" to="/accountStatus" data-testid="account-status-link">
              {t('accountStatusLink')}
              <Icon name="chevron-right" size={18} />
            </Link>
            <Link className="details__link" to="/cancelAccount" data-testid="account-cancel-link">
              {t('cancelAccountLink')}
              <Icon name="chevron-right" size={18} />
            </Link>
          </nav>
        </section>
        <section className="details" aria-labelledby="personal-section">
          <h2 id="personal-section" className="details__title">
            {t('personalSection')}
          </h2>
          {profile.isPending ? <Spinner size="small" /> : null}
          {profile.isError ? <p className="muted">{t('profileFailed')}</p> : null}
          {profile.data ? (
            <dl className="details__list">
              <div className="details__row">
                <dt>{t('emailLabel')}</dt>
                <dd>{profile.data.email}</dd>
              </div>
              <div className="details__row">
                <dt>{t('phoneLabel')}</dt>
                <dd>{formatPhone(profile.data.mobile)}</dd>
              </div>
            </dl>
          ) : null}
          <nav className="details__links">
            <Link className="details__link" to="/profileDetails" data-testid="account-edit-profile">
              {t('editProfile')}
              <Icon name="chevron-right" size={18} />
            </Link>
          </nav>
        </section>
        <section className="details" aria-labelledby="security-section">
          <h2 id="security-section" className="details__title">
            {t('securitySection')}
          </h2>
          <nav className="details__links">
            <Link className="details__link" to="/newChangePassword" data-testid="account-change-password">
              {t('changePassword')}
              <Icon name="chevron-right" size={18} />
            </Link>
            <Link className="details__link" to="/newChangePin" data-testid="account-change-pin">
              {t('changePin')}
              <Icon name="chevron-right" size={18} />
            </Link>
            <Link className="details__link" to="/newForgotPin" data-testid="account-forgot-pin">
              {t('forgotPin')}
              <Icon name="chevron-right" size={18} />
            </Link>
            <Link className="details__link" to="/securityComp" data-testid="account-devices">
              {t('devices')}
              <Icon name="chevron-right" size={18} />
            </Link>
          </nav>
        </section>
        <section className="details" aria-labelledby="preferences-section">
          <h2 id="preferences-section" className="details__title">
            {t('preferencesSection')}
          </h2>
          <div className="details__language">
            <span>{t('languageLabel')}</span>
            <LanguageSwitch />
          </div>
        </section>
        <section className="details" aria-labelledby="menu-section">
          <h2 id="menu-section" className="details__title">
            {t('menuSection')}
          </h2>
          <nav className="details__links">
            {MENU.map(([path, label]) => (
              <Link key={path} className="details__link" to={path} data-testid={`menu-${path.slice(1)}`}>
                {t(label)}
                <Icon name="chevron-right" size={18} />
              </Link>
            ))}
          </nav>
        </section>
        <div className="page-actions">
          <LogoutButton />
        </div>
      </main>
    </>
  );
}
