import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bridge } from '../../../native/bridge.ts';

const PIX_MARKER = /br\.gov\.bcb\.pix/i;
const QR_PAYMENT_SCHEME = /^dimo:/i;

/**
 * The "scan any QR" shortcut opens home with camera action PixScan. Inside the app shell its camera
 * scans, then the Pix copy-and-paste screen or the QR payment screen opens with the code in navigation
 * state; in a plain browser the Pix copy-and-paste screen opens on its live camera scanner.
 */
export function useCameraAction(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const action = (location.state as { cameraAction?: string } | null)?.cameraAction;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (action !== 'PixScan' || handled.current === location.key) return;
    handled.current = location.key;
    let cancelled = false;
    void navigate(location.pathname, { replace: true, state: {} });
    if (bridge.kind !== 'native') {
      void navigate('/pixQrCopyPasteComponent', { state: { scan: true } });
      return;
    }
    bridge.openCamera('PixScan').then((code) => {
      if (cancelled || !code) return;
      if (PIX_MARKER.test(code)) void navigate('/pixQrCopyPasteComponent', { state: { code } });
      else if (QR_PAYMENT_SCHEME.test(code))
        void navigate('/dimoPayComponent', { state: { qr: code, entry: 'external' } });
    });
    return () => {
      cancelled = true;
    };
  }, [action, location.key, location.pathname, navigate]);
}
