import { useLocation, useNavigate } from 'react-router';
import type { NewDeviceChallenge } from '../../../lib/bank/bank-error.ts';
import { readLoginState } from '../../../lib/navigation/login-state.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';

/**
 * Where a login page leads (/newLogin and /nonMotoDeviceLogin alike): after login, where the customer
 * wanted to go (route and its state), else home; a device not trusted yet goes to /newDeviceAlert.
 */
export function useLoginExits() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from, relogin, deeplink } = readLoginState(location.state);
  const onLoggedIn = () => {
    if (from) navigate(`${from.pathname}${from.search}${from.hash}`, { replace: true, state: from.state });
    else navigate(HOME_ROUTE, { replace: true });
  };
  const onNewDevice = (challenge: NewDeviceChallenge, cpf: string) =>
    navigate('/newDeviceAlert', { state: { challenge, cpf, from }, replace: true });
  return { from, relogin, deeplink, onLoggedIn, onNewDevice };
}
