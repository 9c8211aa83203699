import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { DeviceEvent } from '../flow/device-flow.ts';
import type { deviceMessages } from '../messages.ts';

/** The device route's translate function and dispatch, as its screens take them. */
export type DeviceT = Translate<MessageKey<typeof deviceMessages>>;
export type DeviceDispatch = (event: DeviceEvent) => void;
