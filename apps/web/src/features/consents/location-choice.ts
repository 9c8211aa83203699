import { HOME_ROUTE } from '../../lib/navigation/use-go-back.ts';
import type { OptinState } from './api/optin.ts';
import type { LocationPermission } from './device-permission.ts';

/** What /locationConsent offers for the customer's consent (kept by the bank) and this device's permission. */
export interface LocationView {
  /** "Allow" is offered until the consent is given and this device lets the app read its place. */
  canAllow: boolean;
  canRefuse: boolean;
  /**
   * pending: a yes this device has not allowed yet; blocked: the device refuses its place; on: the place
   * goes with each login from this device; null: nothing to add.
   */
  hint: 'pending' | 'blocked' | 'on' | null;
}

export function locationView(status: OptinState, permission: LocationPermission): LocationView {
  const deviceAllows = permission === 'granted' || permission === 'unsupported';
  const said = status === 'OPTED_IN' || status === 'PENDING';
  return {
    canAllow: !(status === 'OPTED_IN' && deviceAllows),
    canRefuse: status !== 'OPTED_OUT',
    hint: !said
      ? null
      : permission === 'denied'
        ? 'blocked'
        : deviceAllows && status === 'OPTED_IN'
          ? 'on'
          : 'pending',
  };
}

/**
 * The consent to keep once the device answered the customer's "allow": given when the device allows (or
 * has no way to say), else still pending, waiting for the device (cross-cutting.md section 3, pending).
 */
export function consentAfterPermission(permission: LocationPermission): 'OPTED_IN' | 'PENDING' {
  return permission === 'granted' || permission === 'unsupported' ? 'OPTED_IN' : 'PENDING';
}

/**
 * Where done and back lead: the screen that opened the page when it said so (`returnTo`, a path of this
 * app), else home. Opened by path alone (an onboarding end screen, a link), it is home.
 */
export function returnTarget(state: unknown): string {
  const to = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof to === 'string' && /^\/[A-Za-z0-9]+$/.test(to) ? to : HOME_ROUTE;
}
