/**
 * The product backend's front door for the sandbox (docs/decisions/0007): the bank's side of the
 * support chat, which answers a ticket and may close it. The plugin is not here: app.ts registers it.
 */
export { answerTicket } from './chat/chat.service.ts';
export { databaseFileStore, type FileStore } from './chat/file-store.ts';
export { IMAGE_MAX_BYTES } from './chat/image-check.ts';
export {
  acceptImageBodies,
  SIGNED_UPLOAD_FIELDS,
  signedUploadUrl,
  storeSignedImage,
} from './chat/signed-image.ts';
/**
 * The feature flags (cross-cutting.md section 6): the sandbox's door sets them; the rewards, the credit
 * card's contract, the financing's new application and account opening's identity check read theirs.
 */
export {
  CAF,
  CAF_VALIDATION,
  CREDIT_CARD,
  featureFlagsFor,
  GAMIFICATION,
  isFeatureEnabled,
  isFeatureOnFor,
  parseRollout,
  SMARTPHONE_FINANCING,
  setFeatureRollout,
} from './feature-flags.ts';
/**
 * The customer's feedback and the signed image upload, which the engagement service's card feedback
 * (its feedBack and image upload, docs/engage-api.md) keeps the same way: one table, one file store, one
 * set of image checks.
 */
export {
  type FeedbackBody,
  feedbackBody,
  feedbackHasImage,
  feedbackOwner,
  feedbackScope,
  ownFeedback,
  storeFeedback,
} from './feedback.service.ts';
export type { OptinState } from './optin/optin.service.ts';
/** The consents (opt-ins): the bank keeps a login's place only while the location one is given. */
export { consentState } from './optin/optin.service.ts';
/** The port to the parties that vouch for an app's credentials when it asks for a session token. */
export type { MakerVerdict, ShellCredentialVerifier } from './session-token/shell-credentials.ts';
