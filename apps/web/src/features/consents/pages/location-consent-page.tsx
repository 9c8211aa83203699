import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { BackState } from '../../../lib/navigation/use-go-back.ts';
import { useDecide, useOptin } from '../api/optin.ts';
import { OptOutButton } from '../components/opt-out-button.tsx';
import { OptinView } from '../components/optin-view.tsx';
import { askLocationPermission, type LocationPermission, locationPermission } from '../device-permission.ts';
import { consentAfterPermission, locationView, returnTarget } from '../location-choice.ts';
import { consentsMessages } from '../messages.ts';

/**
 * /locationConsent: whether the place of the phone goes with each login (app/login types 8 and 9). The
 * yes is kept pending (preUpdateOptin) until the device allows its position, then opted in; a no is
 * opted out at once, and the bank forgets the places it kept. Done and back lead where the opening
 * screen said (`returnTo`), else home: it works opened by its path alone.
 */
export function LocationConsentPage() {
  const t = useMessages(consentsMessages);
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const optin = useOptin('location');
  const decide = useDecide('location');
  const [permission, setPermission] = useState<LocationPermission | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void locationPermission().then((p) => {
      if (live) setPermission(p);
    });
    return () => {
      live = false;
    };
  }, []);
  const status = optin.data?.status;
  const view = status && permission ? locationView(status, permission) : null;
  const leave = () =>
    navigate(returnTarget(location.state), {
      replace: true,
      state: { direction: 'back' } satisfies BackState,
    });
  const failed = () => snackbar.show({ text: t('failed'), tone: 'error' });

  const allow = async () => {
    setBusy(true);
    try {
      if (status !== 'PENDING' && status !== 'OPTED_IN') await decide.mutateAsync('PENDING');
      const answer = await askLocationPermission();
      setPermission(answer);
      if (consentAfterPermission(answer) === 'OPTED_IN') {
        if (status !== 'OPTED_IN') await decide.mutateAsync('OPTED_IN');
        snackbar.show({ text: t('saved') });
      }
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <OptinView purpose="location" title={t('locationTitle')} text={t('locationText')} onBack={leave}>
      {view?.hint ? (
        <p className="consent__hint" data-testid="location-hint" data-hint={view.hint}>
          {t(`locationHint_${view.hint}`)}
        </p>
      ) : null}
      <Button disabled={!view?.canAllow} loading={busy} onClick={() => void allow()} data-testid="optin-in">
        {t('locationOn')}
      </Button>
      <OptOutButton decide={decide} label={t('locationOff')} disabled={!view?.canRefuse || busy} />
      <Button variant="text" onClick={leave} data-testid="location-done">
        {t('locationDone')}
      </Button>
    </OptinView>
  );
}
