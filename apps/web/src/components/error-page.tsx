import { useNavigate } from 'react-router';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { useHomePath } from '../lib/session/session.ts';
import { Button } from './button.tsx';
import { Icon, type IconName } from './icon.tsx';

export interface ErrorPageProps {
  /** Header and description, already translated; default to the generic error. */
  title?: string;
  description?: string;
  icon?: IconName;
  /** The button: home by default. */
  actionLabel?: string;
  onAction?: () => void;
  testId?: string;
  /**
   * "Talk to us": opens the support chat with what failed (the route and the error code, never a
   * field of the request), when the page is a failure the customer may want to tell the bank about.
   */
  support?: SupportOrigin;
}

/** What a ticket opened from an error screen carries (the chat's navigation state). */
export interface SupportOrigin {
  route: string;
  code: number | null;
}

/** The support chat, opened with what failed. */
export const SUPPORT_ROUTE = '/chat';

/** A full-page message with one button, home unless told otherwise. */
export function ErrorPage({
  title,
  description,
  icon = 'alert',
  actionLabel,
  onAction,
  testId,
  support,
}: ErrorPageProps) {
  const t = useMessages(sharedMessages);
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <main className="page-content status-page" id="main" data-testid={testId ?? 'error-page'}>
      <div className="status-page__icon">
        <Icon name={icon} size={40} />
      </div>
      <h1 className="status-page__title">{title ?? t('errorTitle')}</h1>
      <p className="status-page__description">{description ?? t('errorDescription')}</p>
      <div className="page-actions">
        <Button
          onClick={onAction ?? (() => navigate(home, { replace: true }))}
          data-testid="error-page-action"
        >
          {actionLabel ?? t('goHome')}
        </Button>
        {support ? (
          <Button
            variant="outlined"
            onClick={() => navigate(SUPPORT_ROUTE, { state: { origin: support } })}
            data-testid="error-page-support"
          >
            {t('talkToUs')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
