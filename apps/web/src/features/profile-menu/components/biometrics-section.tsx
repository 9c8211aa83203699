import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge as appBridge } from '../../../native/bridge.ts';
import type { NativeBridge } from '../../../native/bridge-types.ts';
import { profileMenuMessages } from '../messages.ts';

const KEY = ['native', 'biometric-login'] as const;

/**
 * Biometric login, kept by the app shell: shown only when the shell has it (never in a plain browser),
 * switched through the bridge, which asks for the finger or the face before turning it on.
 */
export function BiometricsSection({ bridge = appBridge }: { bridge?: NativeBridge }) {
  const t = useMessages(profileMenuMessages);
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const state = useQuery({ queryKey: KEY, queryFn: () => bridge.biometricLogin(), staleTime: 0 });
  if (state.data === null || state.data === undefined) return null;
  const change = async (wanted: boolean) => {
    setBusy(true);
    const now = await bridge.setBiometricLogin(wanted).catch(() => state.data === true);
    setBusy(false);
    queryClient.setQueryData(KEY, now);
    if (now === wanted) snackbar.show({ text: now ? t('biometricsOn') : t('biometricsOff') });
    else snackbar.show({ text: t('biometricsFailed'), tone: 'error' });
  };
  return (
    <section className="menu-section" aria-labelledby="settings-security" data-testid="settings-security">
      <h2 id="settings-security" className="menu-section__title">
        {t('securitySection')}
      </h2>
      <label className="menu-switch">
        <input
          type="checkbox"
          role="switch"
          checked={state.data}
          aria-checked={state.data}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
          data-testid="settings-biometrics"
        />
        <span>
          <strong>{t('biometrics')}</strong>
          <span className="menu-hint">{t('biometricsHint')}</span>
        </span>
      </label>
    </section>
  );
}
