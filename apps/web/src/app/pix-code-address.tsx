import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { useSession } from '../lib/session/session.ts';
import { addressTarget } from './deep-links.ts';

/** An address carrying a Pix code: on to copy and paste with the code, through login without a session. */
export default function PixCodeAddress({ address }: { address: string }) {
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  useEffect(() => {
    const target = addressTarget(address, loggedIn);
    if (target) void navigate(target.to, { replace: true, state: target.state });
  }, [address, loggedIn, navigate]);
  return <Spinner block />;
}
