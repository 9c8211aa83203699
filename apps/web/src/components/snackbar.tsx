import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { SNACKBAR_DURATIONS, type SnackbarDuration } from './snackbar-durations.ts';

export interface SnackbarMessage {
  /** Already translated text. */
  text: string;
  duration?: SnackbarDuration;
  tone?: 'info' | 'error';
}

interface SnackbarApi {
  show(message: SnackbarMessage): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

interface Shown extends SnackbarMessage {
  id: number;
}

let nextId = 0;

/** Holds the one snackbar on screen; a new message replaces the current one. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback((message: SnackbarMessage) => {
    nextId += 1;
    setShown({ ...message, id: nextId });
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SNACKBAR_DURATIONS[shown.duration ?? 'normal']);
    return () => clearTimeout(timer);
  }, [shown]);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="snackbar-region" role="status" aria-live="polite">
        {shown ? (
          <div key={shown.id} className={`snackbar snackbar--${shown.tone ?? 'info'}`} data-testid="snackbar">
            {shown.text}
          </div>
        ) : null}
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}
