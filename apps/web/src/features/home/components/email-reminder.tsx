import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useEmailPending } from '../api/registration-status.ts';
import { homeMessages } from '../messages.ts';

/**
 * The reminder to confirm the e-mail given at opening, on home until it is confirmed (status 13);
 * it opens /validateEmail. Nothing shows while the answer is unknown or when the status call fails.
 */
export function EmailReminder() {
  const t = useMessages(homeMessages);
  const pending = useEmailPending();
  if (pending.data !== true) return null;
  return (
    <Link to="/validateEmail" className="home__reminder card" data-testid="home-email-reminder">
      <span className="home__reminder-icon" aria-hidden="true">
        <Icon name="alert" size={20} />
      </span>
      <span className="home__reminder-text">
        <strong>{t('emailReminderTitle')}</strong>
        <span>{t('emailReminderText')}</span>
      </span>
      <Icon name="chevron-right" size={20} />
    </Link>
  );
}
