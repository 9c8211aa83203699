import { useCallback, useState } from 'react';
import { isBankError, type NewDeviceChallenge } from '../../../lib/bank/bank-error.ts';
import { loadErrorTexts } from '../../../lib/i18n/lazy-error-text.ts';
import type { Credentials } from '../../../lib/session/login.ts';
import { sessionStore } from '../../../lib/session/session.ts';

interface LoginState {
  isPending: boolean;
  error: unknown;
}

/**
 * The login call as the form uses it. The bank client and the error texts load on the first submit, not
 * with the page: /newLogin paints on React, the router and its own code only.
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ isPending: false, error: null });
  const mutate = useCallback(
    (
      credentials: Credentials,
      options: { onSuccess: () => void; onNewDevice: (challenge: NewDeviceChallenge) => void },
    ) => {
      setState({ isPending: true, error: null });
      import('../../../lib/session/login.ts')
        .then(({ login }) => login(credentials))
        .then(
          (session) => {
            sessionStore.signIn(session);
            setState({ isPending: false, error: null });
            options.onSuccess();
            void import('../../../lib/session/app-login.ts').then(({ reportAppLogin }) => reportAppLogin());
          },
          async (error: unknown) => {
            // 40123: a device the account has not used yet; /newDeviceAlert confirms it
            if (isBankError(error) && error.challenge) {
              setState({ isPending: false, error: null });
              options.onNewDevice(error.challenge);
              return;
            }
            await loadErrorTexts().catch(() => undefined);
            setState({ isPending: false, error });
          },
        );
    },
    [],
  );
  return { ...state, mutate };
}
