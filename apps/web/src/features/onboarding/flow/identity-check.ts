import { addMonths, type IsoDate } from '@carteira/core/calendar';

/** The identity check's four conditions (cross-cutting.md section 6; wallet.md section 6). */
export interface IdentityCheckConditions {
  /** The app's own identity-check feature (the CAF_VALIDATION flag). */
  cafValidation: boolean;
  /** The app runs as a release build (release-keys). */
  releaseBuild: boolean;
  /** An identity-check token could be made (getCAFToken answered its credentials). */
  tokenObtained: boolean;
  /** The web view's identity-check flag (CAF). */
  caf: boolean;
}

/** shouldShowCAF: the identity check runs only when all four hold. */
export const shouldShowCaf = (c: IdentityCheckConditions): boolean =>
  c.cafValidation && c.releaseBuild && c.tokenObtained && c.caf;

/**
 * wallet.md section 3 (Document OCR data): an issue date older than 10 years is tracked as an error
 * event. Older: issued before the same day 10 years ago (120 months back, the end of a shorter month).
 */
export function issuedOverTenYearsAgo(issueDate: string, today: IsoDate): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) return false;
  return issueDate < addMonths(today, -120);
}
