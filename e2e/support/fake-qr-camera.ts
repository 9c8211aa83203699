import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import config from '../playwright.config.ts';

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;

/** One 4:2:0 frame: grey, or the QR code's modules black on white in the middle of the picture. */
function frame(modules: { size: number; get(row: number, col: number): number } | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 128);
  if (modules) {
    const quiet = 4;
    const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + quiet * 2));
    const side = (modules.size + quiet * 2) * scale;
    const left = Math.floor((WIDTH - side) / 2);
    const top = Math.floor((HEIGHT - side) / 2);
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        const row = Math.floor(y / scale) - quiet;
        const col = Math.floor(x / scale) - quiet;
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        luma[(top + y) * WIDTH + left + x] = inside && modules.get(row, col) === 1 ? 16 : 235;
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * A Y4M video for Chromium's fake camera: `blankSeconds` of a grey picture (so the scanner is seen
 * waiting), then the QR code of `text` for a second; Chromium plays it in a loop from the start.
 */
export function writeQrVideo(name: string, text: string, blankSeconds = 2): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const blank = frame(null);
  const qr = frame(modules);
  const frames = [
    ...Array.from({ length: blankSeconds * FPS }, () => blank),
    ...Array.from({ length: FPS }, () => qr),
  ];
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const path = join(tmpdir(), `carteira-${name}.y4m`);
  writeFileSync(path, Buffer.concat([header, ...frames]));
  return path;
}

/** Launch options for a file's tests: the fake camera shows the video, without asking for permission. */
export function fakeCameraShowing(video: string) {
  return {
    launchOptions: {
      ...config.use?.launchOptions,
      args: [
        ...(config.use?.launchOptions?.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  };
}
