import { useLocation } from 'react-router';

/** The programme or draw a rewards route was opened for (routes carry context in navigation state). */
export function useRouteId(name: 'programaId' | 'sorteioId', fallback: string): string {
  const state = useLocation().state as Record<string, unknown> | null;
  const value = state?.[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The draw the sandbox programmes lead to when a route is opened without one. */
export const DEFAULT_DRAW = 'carteira-premiada-2026';
export const DEFAULT_PROGRAM = 'primeiros-passos';
