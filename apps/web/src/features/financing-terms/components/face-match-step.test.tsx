import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { financing } from '../../../lib/financing/financing.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { initialTermsState, termsReducer } from '../flow/terms-flow.ts';
import type { TermsState } from '../flow/terms-types.ts';
import { FaceMatchStep } from './face-match-step.tsx';

vi.mock('../../../lib/financing/financing.ts', () => ({
  financing: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

let seen: TermsState | null = null;

function Harness() {
  const [state, dispatch] = useReducer(termsReducer, 'faceMatch', initialTermsState);
  seen = state;
  return state.step === 'faceMatch' ? (
    <FaceMatchStep state={state} dispatch={dispatch} contractingKey="k-1" />
  ) : (
    <p data-testid="step">{state.step}</p>
  );
}

function renderStep() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <SnackbarProvider>
          <Harness />
        </SnackbarProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function cameraAnswers(answer: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(answer) },
  });
}

const denied = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));

describe('face match camera permission', () => {
  const showModal = HTMLDialogElement.prototype.showModal;
  beforeEach(() => {
    seen = null;
    vi.mocked(financing.post).mockReset();
  });
  afterEach(() => {
    HTMLDialogElement.prototype.showModal = showModal;
  });

  it('a refused camera opens the permission dialog where the browser has one', async () => {
    HTMLDialogElement.prototype.showModal = function open(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    cameraAnswers(denied);
    renderStep();
    fireEvent.click(screen.getByTestId('terms-face-start'));
    await waitFor(() => expect(screen.getByTestId('terms-camera-dialog').hasAttribute('open')).toBe(true));
    expect(seen).toMatchObject({ step: 'faceMatch', phase: 'intro', cameraDialog: true });
  });

  it('without dialogs the refusal shows the allow-camera snackbar', async () => {
    // a browser without <dialog>.showModal
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    cameraAnswers(denied);
    renderStep();
    fireEvent.click(screen.getByTestId('terms-face-start'));
    expect((await screen.findByTestId('snackbar')).textContent).toBe(
      'Permita o acesso à câmera para tirar a selfie.',
    );
    expect(seen).toMatchObject({ phase: 'intro', cameraDialog: false });
  });

  it('with the camera, a captured frame is sent and a refusal shows the text of its message code', async () => {
    const track = { stop: vi.fn() };
    cameraAnswers(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array(2048)], { type: 'image/jpeg' })),
    );
    vi.mocked(financing.post).mockResolvedValue({ status: 'Failure', isAlive: false, messageCode: 300 });
    renderStep();
    fireEvent.click(screen.getByTestId('terms-face-start'));
    fireEvent.click(await screen.findByTestId('terms-face-capture'));
    expect((await screen.findByTestId('step')).textContent).toBe('errorFaceMatch');
    expect(seen).toEqual({ step: 'errorFaceMatch', failureKey: 'error.identityCheck.300' });
    expect(track.stop).toHaveBeenCalled();
    const [path, body] = vi.mocked(financing.post).mock.calls[0] ?? [];
    expect(path).toBe('/v1/api/onboarding-v3/submit-selfie/k-1');
    expect((body as { file: string }).file).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
