import type { Migration } from 'kysely';
import * as m0001 from './0001-bank-foundation.ts';
import * as m0002 from './0002-gateway.ts';
import * as m0003 from './0003-pix.ts';
import * as m0004 from './0004-pix-agency-returns.ts';
import * as m0005 from './0005-pix-limits.ts';
import * as m0006 from './0006-pix-charges-schedules-claims.ts';
import * as m0007 from './0007-financing.ts';
import * as m0008 from './0008-pix-schedules-claims-lookups.ts';
import * as m0009 from './0009-pix-nocturnal-start.ts';
import * as m0010 from './0010-product-metrics.ts';
import * as m0011 from './0011-contacts.ts';
import * as m0012 from './0012-credentials.ts';
import * as m0012b from './0012-login-guard.ts';
import * as m0014 from './0014-onboarding.ts';
import * as m0014b from './0014b-onboarding-waitlist.ts';
import * as m0015 from './0015-boleto.ts';
import * as m0016 from './0016-cards.ts';
import * as m0016b from './0016b-card-unblock-code.ts';
import * as m0016c from './0016c-card-wallet-tokens.ts';
import * as m0017 from './0017-app-logs.ts';
import * as m0018 from './0018-ted.ts';
import * as m0019 from './0019-recharge.ts';
import * as m0019b from './0019b-atm-withdrawal.ts';
import * as m0020 from './0020-qr-payment.ts';
import * as m0021 from './0021-credit-card.ts';
import * as m0022 from './0022-pix-spent-hour.ts';
import * as m0023 from './0023-ted-schedule-series.ts';
import * as m0025 from './0025-pix-lookup-end-to-end.ts';
import * as m0026 from './0026-credit-card-invoice-boleto.ts';
import * as m0027 from './0027-credit-card-invoice-instalments.ts';
import * as m0028 from './0028-financing-installment-pix.ts';
import * as m0029 from './0029-pix-qr-read.ts';
import * as m0030 from './0030-ledger-write-movement.ts';
import * as m0031 from './0031-payments-at-once.ts';
import * as m0032 from './0032-database-use.ts';
import * as m0033 from './0033-login-guard-in-flight.ts';
import * as m0034 from './0034-credit-card-instalment-iof.ts';
import * as m0036 from './0036-customer-feedback.ts';
import * as m0037 from './0037-sandbox-clock.ts';
import * as m0038 from './0038-devices.ts';
import * as m0039 from './0039-account-life.ts';
import * as m0040 from './0040-profile-changes.ts';
import * as m0041 from './0041-card-pin.ts';
import * as m0042 from './0042-credit-card-item-details-and-payoff.ts';
import * as m0043 from './0043-transfer-schedules.ts';
import * as m0044 from './0044-gateway-key-rotation.ts';
import * as m0045 from './0045-help-and-chat.ts';
import * as m0046 from './0046-code-purposes.ts';
import * as m0047 from './0047-fgts-advance.ts';
import * as m0048 from './0048-salary-portability-and-gift-card.ts';
import * as m0049 from './0049-onboarding-review.ts';
import * as m0050 from './0050-rewards.ts';
import * as m0051 from './0051-feed-and-opt-ins.ts';
import * as m0052 from './0052-card-international-purchases.ts';
import * as m0053 from './0053-feature-flag-rollout.ts';
import * as m0054 from './0054-notifications-from-postings.ts';
import * as m0055 from './0055-rewards-in-english.ts';
import * as m0056 from './0056-device-barcode-and-location-consent.ts';
import * as m0057 from './0057-reels-and-notification-links.ts';
import * as m0058 from './0058-fgts-withdrawal-and-gift-card-holders.ts';
import * as m0059 from './0059-onboarding-mailing-address.ts';
import * as m0060 from './0060-rewards-reversals.ts';
import * as m0063 from './0063-onboarding-device.ts';
import * as m0065 from './0065-shell-session-token.ts';
import * as m0066 from './0066-data-sync-report.ts';
import * as m0067 from './0067-payment-refusals-at-once.ts';
import * as m0068 from './0068-phone-wallet-flag-on.ts';

/** Every migration, in order. Names are permanent: a shipped migration is never renamed or edited. */
export const migrations: Record<string, Migration> = {
  '0001-bank-foundation': m0001,
  '0002-gateway': m0002,
  '0003-pix': m0003,
  '0004-pix-agency-returns': m0004,
  '0005-pix-limits': m0005,
  '0006-pix-charges-schedules-claims': m0006,
  '0007-financing': m0007,
  '0008-pix-schedules-claims-lookups': m0008,
  '0009-pix-nocturnal-start': m0009,
  '0010-product-metrics': m0010,
  '0011-contacts': m0011,
  '0012-credentials': m0012,
  '0012-login-guard': m0012b,
  '0014-onboarding': m0014,
  '0014b-onboarding-waitlist': m0014b,
  '0015-boleto': m0015,
  '0016-cards': m0016,
  '0016b-card-unblock-code': m0016b,
  '0016c-card-wallet-tokens': m0016c,
  '0017-app-logs': m0017,
  '0018-ted': m0018,
  '0019-recharge': m0019,
  '0019b-atm-withdrawal': m0019b,
  '0020-qr-payment': m0020,
  '0021-credit-card': m0021,
  '0022-pix-spent-hour': m0022,
  '0023-ted-schedule-series': m0023,
  '0025-pix-lookup-end-to-end': m0025,
  '0026-credit-card-invoice-boleto': m0026,
  '0027-credit-card-invoice-instalments': m0027,
  '0028-financing-installment-pix': m0028,
  '0029-pix-qr-read': m0029,
  '0030-ledger-write-movement': m0030,
  '0031-payments-at-once': m0031,
  '0032-database-use': m0032,
  '0033-login-guard-in-flight': m0033,
  '0034-credit-card-instalment-iof': m0034,
  '0036-customer-feedback': m0036,
  '0037-sandbox-clock': m0037,
  '0038-devices': m0038,
  '0039-account-life': m0039,
  '0040-profile-changes': m0040,
  '0041-card-pin': m0041,
  '0042-credit-card-item-details-and-payoff': m0042,
  '0043-transfer-schedules': m0043,
  '0044-gateway-key-rotation': m0044,
  '0045-help-and-chat': m0045,
  '0046-code-purposes': m0046,
  '0047-fgts-advance': m0047,
  '0048-salary-portability-and-gift-card': m0048,
  '0049-onboarding-review': m0049,
  '0050-rewards': m0050,
  '0051-feed-and-opt-ins': m0051,
  '0052-card-international-purchases': m0052,
  '0053-feature-flag-rollout': m0053,
  '0054-notifications-from-postings': m0054,
  '0055-rewards-in-english': m0055,
  '0056-device-barcode-and-location-consent': m0056,
  '0057-reels-and-notification-links': m0057,
  '0058-fgts-withdrawal-and-gift-card-holders': m0058,
  '0059-onboarding-mailing-address': m0059,
  '0060-rewards-reversals': m0060,
  '0063-onboarding-device': m0063,
  '0065-shell-session-token': m0065,
  '0066-data-sync-report': m0066,
  '0067-payment-refusals-at-once': m0067,
  '0068-phone-wallet-flag-on': m0068,
};
