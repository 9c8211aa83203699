import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBackCamera, scanFrames } from './back-camera.ts';
import type { QrReader } from './qr-reader.ts';

function cameraAnswers(answer: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

describe('the back camera', () => {
  it('asks for the back camera, without sound', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const getUserMedia = cameraAnswers(async () => stream);
    expect(await openBackCamera()).toEqual({ ok: true, stream });
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
  });

  it('tells a refused permission from a camera that cannot be opened', async () => {
    cameraAnswers(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await openBackCamera()).toEqual({ ok: false, denied: true });
    cameraAnswers(() => Promise.reject(new DOMException('no camera', 'NotFoundError')));
    expect(await openBackCamera()).toEqual({ ok: false, denied: false });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    expect(await openBackCamera()).toEqual({ ok: false, denied: false });
  });
});

describe('reading frames', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const video = document.createElement('video');

  it('reads frame after frame until one holds a code, gives it once and stops', async () => {
    const answers = [null, null, 'the code'];
    const read = vi.fn(async () => (answers.length > 0 ? (answers.shift() ?? null) : 'again'));
    const onCode = vi.fn();
    scanFrames(video, { kind: 'jsqr', read } satisfies QrReader, onCode, 100);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('the code');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('goes on past a frame that cannot be read, and stops when told', async () => {
    const read = vi.fn(async () => {
      throw new Error('not ready');
    });
    const onCode = vi.fn();
    const stop = scanFrames(video, { kind: 'jsqr', read }, onCode, 100);
    await vi.advanceTimersByTimeAsync(250);
    expect(read).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(onCode).not.toHaveBeenCalled();
  });
});
