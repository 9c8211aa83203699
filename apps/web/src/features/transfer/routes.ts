import type { ComponentType } from 'react';

export const routeComponents: Readonly<Record<string, ComponentType>> = {};
