import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrImageProps {
  text: string;
  alt: string;
}

/** The Pix code drawn as a QR code (medium error correction, a quiet zone of 2 modules). */
export function QrImage({ text, alt }: QrImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 440 })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img className="terms-qr__image" src={src} alt={alt} data-testid="terms-pix-qr" />
  ) : (
    <div className="terms-qr__image" aria-hidden="true" />
  );
}
