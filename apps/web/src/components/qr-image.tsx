import { useEffect, useState } from 'react';
import './qr-image.css';

export interface QrImageProps {
  /** The text to draw, e.g. a Pix copy-and-paste code. */
  text: string;
  alt: string;
  testId?: string;
}

/**
 * A text drawn as a QR code (medium error correction, a quiet zone of 2 modules), the one QR image
 * of the app. The `qrcode` library is imported on first draw, so it stays out of the first load; until
 * it has drawn, an empty square of the same size holds the place.
 */
export function QrImage({ text, alt, testId }: QrImageProps) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 440 }))
      .then((src) => {
        if (live) setDrawn({ text, src });
      })
      .catch(() => {
        if (live) setDrawn(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return drawn?.text === text ? (
    <img className="qr-image" src={drawn.src} alt={alt} data-testid={testId} />
  ) : (
    <div className="qr-image" aria-hidden="true" />
  );
}
