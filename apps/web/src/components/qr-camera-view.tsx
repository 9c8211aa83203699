import type { RefObject } from 'react';
import { Spinner } from './spinner.tsx';
import './qr-camera.css';

export interface QrCameraViewProps {
  video: RefObject<HTMLVideoElement | null>;
  live: boolean;
  videoLabel: string;
  /** Shown over the image until frames are read. */
  openingLabel: string;
  hint: string;
}

/** The live camera image with its aiming frame, and the hint under it (useQrCamera drives it). */
export function QrCameraView({ video, live, videoLabel, openingLabel, hint }: QrCameraViewProps) {
  return (
    <>
      <div className="qr-camera">
        <video ref={video} className="qr-camera__video" autoPlay playsInline muted aria-label={videoLabel} />
        <div className="qr-camera__frame" aria-hidden="true" />
        {live ? null : (
          <div className="qr-camera__wait">
            <Spinner label={openingLabel} />
          </div>
        )}
      </div>
      <p className="muted qr-camera-hint">{hint}</p>
    </>
  );
}
