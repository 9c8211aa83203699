import type { IdentityCheckFailureKey } from '@carteira/core/errors';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** The delivery address in the app's shape (financing.md section 3): CEP as 8 digits. */
export interface DeliveryAddress {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  uf: string;
}

/** How the down payment is paid: DEBITO_EM_CONTA (account balance) or Pix. */
export type PaymentMethod = 'balance' | 'pix';

/** The bottom sheets of the down-payment screen. */
export type DownPaymentSheet = 'none' | 'warning' | 'leave' | 'financeNewPhone';

/** One state per screen of /FinancingTerms. The PIN is never kept. */
export type TermsState =
  | { step: 'getFinanceStatus' }
  | {
      step: 'address';
      /** loading: the client data is read and the address sent before it shows. */
      phase: 'loading' | 'ready';
      address: DeliveryAddress | null;
      deliveryDate: string | null;
    }
  | {
      step: 'differentAddress';
      /** The confirmed address, kept so back returns to it. */
      address: DeliveryAddress | null;
      deliveryDate: string | null;
      saving: boolean;
      /** The service refused the last address sent. */
      refused: boolean;
    }
  | {
      step: 'faceMatch';
      /** The confirmed address, kept so back shows it again without reloading. */
      address: DeliveryAddress | null;
      deliveryDate: string | null;
      /** intro: the explanation; camera: the live preview; sending: the selfie is being checked. */
      phase: 'intro' | 'camera' | 'sending';
      /** The camera-permission dialog after a refusal (where the browser supports dialogs). */
      cameraDialog: boolean;
    }
  | { step: 'terms'; accepted: boolean; sending: boolean }
  | { step: 'downPaymentInfo'; method: PaymentMethod | null; sheet: DownPaymentSheet; cancelling: boolean }
  | { step: 'pin'; attempt: number; pinRejected: boolean; paying: boolean }
  | { step: 'pixPage'; generation: number; infoSheet: boolean }
  | {
      step: 'progressBar';
      via: PaymentMethod;
      /** The Pix code's generation, kept to return to the same code. */
      generation: number;
      /** Reads that found the payment still being billed. */
      polls: number;
    }
  | {
      step: 'paymentPending';
      /** The pending status read (AGUARDANDO_FATURAMENTO or PROCESSANDO_FATURAMENTO); null when not read. */
      status: string | null;
      /** The finance-new-phone sheet, offered while the paid phone is not billed yet. */
      sheet: 'none' | 'financeNewPhone';
      cancelling: boolean;
    }
  | { step: 'paymentFailed'; errorKey: BankErrorKey }
  | { step: 'success' }
  | { step: 'error'; reason: 'generic' | 'cancelFailed' }
  | { step: 'errorFaceMatch'; failureKey: IdentityCheckFailureKey };

export type TermsStep = TermsState['step'];

export const TERMS_STEPS: readonly TermsStep[] = [
  'getFinanceStatus',
  'address',
  'differentAddress',
  'faceMatch',
  'terms',
  'downPaymentInfo',
  'pin',
  'pixPage',
  'progressBar',
  'paymentPending',
  'paymentFailed',
  'success',
  'error',
  'errorFaceMatch',
];

export type TermsEvent =
  | { type: 'STATUS_LOADED'; status: string }
  | { type: 'STATUS_FAILED' }
  | { type: 'ADDRESS_READY'; address: DeliveryAddress; deliveryDate: string | null }
  | { type: 'ADDRESS_FAILED' }
  /** The client data has no address: the customer types one. */
  | { type: 'NO_ADDRESS_ON_FILE' }
  | { type: 'SHIP_TO_ANOTHER' }
  | { type: 'NEW_ADDRESS_SUBMITTED' }
  | { type: 'ADDRESS_UPDATED'; address: DeliveryAddress; deliveryDate: string | null }
  | { type: 'ADDRESS_REFUSED' }
  | { type: 'ADDRESS_CONFIRMED' }
  | { type: 'CAMERA_GRANTED' }
  | { type: 'CAMERA_DENIED'; dialogSupported: boolean }
  | { type: 'CAMERA_DIALOG_CLOSED' }
  | { type: 'SELFIE_TAKEN' }
  | { type: 'SELFIE_ACCEPTED' }
  | { type: 'SELFIE_REFUSED'; failureKey: IdentityCheckFailureKey }
  | { type: 'SELFIE_FAILED' }
  | { type: 'RETRY_SELFIE' }
  | { type: 'TERMS_TOGGLED'; accepted: boolean }
  | { type: 'ACCEPT_SENT' }
  | { type: 'PROPOSAL_ACCEPTED' }
  | { type: 'ACCEPT_FAILED' }
  | { type: 'METHOD_CHOSEN'; method: PaymentMethod }
  | { type: 'WARNING_CONFIRMED' }
  | { type: 'SHEET_CLOSED' }
  | { type: 'CHOOSE_ANOTHER_PHONE' }
  | { type: 'CANCEL_SENT' }
  | { type: 'CANCEL_FAILED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'BALANCE_PAID' }
  | { type: 'PAYMENT_FAILED'; errorKey: BankErrorKey }
  | { type: 'PIX_CODE_EXPIRED' }
  | { type: 'PIX_PAID_CLAIMED' }
  | { type: 'INFO_SHEET_CLOSED' }
  | { type: 'PAYMENT_STATUS'; status: string }
  | { type: 'CHECK_STATUS' }
  | { type: 'TRY_AGAIN' }
  | { type: 'BACK' };

/** What the back arrow does on a screen: step inside the flow, leave to a route, or nothing. */
export type BackAction =
  | { kind: 'step' }
  | { kind: 'leave'; to: string }
  /** Refused while something runs: the 'no action' snackbar. */
  | { kind: 'refused' };
