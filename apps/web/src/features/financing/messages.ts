/** Every financing string (credit and device routes), pt-BR and en, split by route under messages/. */
export { creditMessages } from './messages/credit.ts';
export { deviceMessages } from './messages/device.ts';
