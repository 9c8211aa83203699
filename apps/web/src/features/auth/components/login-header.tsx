import { Icon } from '../../../components/icon.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';

/** The login pages' top line: back (to the landing page when opened directly) and the language. */
export function LoginHeader() {
  const shared = useMessages(sharedMessages);
  const goBack = useGoBack('/');
  return (
    <div className="login__header">
      <button type="button" className="icon-button" aria-label={shared('back')} onClick={goBack}>
        <Icon name="back" />
      </button>
      <LanguageSwitch />
    </div>
  );
}
