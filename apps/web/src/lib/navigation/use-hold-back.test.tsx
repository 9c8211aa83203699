import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouter } from './app-router.tsx';
import { memoryAppHistory } from './memory-app-history.ts';
import { useHoldBack } from './use-hold-back.ts';

function Flow() {
  const [step, setStep] = useState(2);
  useHoldBack(step > 1, () => setStep((s) => s - 1));
  return (
    <button type="button" data-testid="step" onClick={() => setStep((s) => s + 1)}>
      {step}
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderFlow() {
  const history = memoryAppHistory(['/home', '/flow'], 1);
  render(
    <AppRouter history={history}>
      <Routes>
        <Route path="/home" element={<Where />} />
        <Route path="/flow" element={<Flow />} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

describe('useHoldBack', () => {
  it('steps back on the system back while holding, then lets the back leave', async () => {
    const history = renderFlow();
    fireEvent.click(screen.getByTestId('step'));
    expect(screen.getByTestId('step').textContent).toBe('3');
    act(() => history.go(-1));
    expect(screen.getByTestId('step').textContent).toBe('2');
    act(() => history.go(-1));
    expect(screen.getByTestId('step').textContent).toBe('1');
    expect(history.location.pathname).toBe('/flow');
    act(() => history.go(-1));
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
  });

  it('releases the hold when the screen goes', async () => {
    const history = renderFlow();
    act(() => history.push('/home'));
    await screen.findByTestId('where');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/flow');
    expect(screen.getByTestId('step').textContent).toBe('2');
  });
});
