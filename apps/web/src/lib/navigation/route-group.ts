import { createContext, useContext } from 'react';

/** The product group of the route being shown (route-table.ts), given by the app's router. */
export const RouteGroupContext = createContext<string | undefined>(undefined);

export function useRouteGroup(): string | undefined {
  return useContext(RouteGroupContext);
}
