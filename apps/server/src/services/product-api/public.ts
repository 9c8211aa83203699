/**
 * The product backend's front door for the sandbox (docs/decisions/0007): the bank's side of the
 * support chat, which answers a ticket and may close it. The plugin is not here: app.ts registers it.
 */

import { shared } from '../../platform/database/shared-handle.ts';
import * as chatService from './chat/chat.service.ts';
import * as fileStore from './chat/file-store.ts';
import * as featureFlags from './feature-flags.ts';
import * as feedbackService from './feedback.service.ts';
import * as optinService from './optin/optin.service.ts';

export type { FileStore } from './chat/file-store.ts';
export { IMAGE_MAX_BYTES } from './chat/image-check.ts';
export {
  acceptImageBodies,
  SIGNED_UPLOAD_FIELDS,
  signedUploadUrl,
  storeSignedImage,
} from './chat/signed-image.ts';
/**
 * The feature flags (cross-cutting.md section 6): the sandbox's door sets them; the rewards, the credit
 * card's contract, the phone wallet's push, the financing's new application and account opening's
 * identity check read theirs.
 */
export {
  CAF,
  CAF_VALIDATION,
  CREDIT_CARD,
  GAMIFICATION,
  GOOGLE_PAY_TOKEN,
  parseRollout,
  SMARTPHONE_FINANCING,
} from './feature-flags.ts';
/**
 * The customer's feedback and the signed image upload, which the engagement service's card feedback
 * (its feedBack and image upload, docs/engage-api.md) keeps the same way: one table, one file store, one
 * set of image checks.
 */
export { type FeedbackBody, feedbackBody, feedbackScope } from './feedback.service.ts';
export type { OptinState } from './optin/optin.service.ts';
/** The consents (opt-ins): the bank keeps a login's place only while the location one is given. */
/** The port to the parties that vouch for an app's credentials when it asks for a session token. */
export type { MakerVerdict, ShellCredentialVerifier } from './session-token/shell-credentials.ts';

/**
 * The use cases the other services call: each takes the caller's handle, or its transaction, and sees
 * only this service's tables (platform/database/shared-handle.ts).
 */
export const answerTicket = shared(chatService.answerTicket);
export const databaseFileStore = shared(fileStore.databaseFileStore);
export const featureFlagsFor = shared(featureFlags.featureFlagsFor);
export const isFeatureEnabled = shared(featureFlags.isFeatureEnabled);
export const isFeatureOnFor = shared(featureFlags.isFeatureOnFor);
export const setFeatureRollout = shared(featureFlags.setFeatureRollout);
export const feedbackHasImage = shared(feedbackService.feedbackHasImage);
export const feedbackOwner = shared(feedbackService.feedbackOwner);
export const ownFeedback = shared(feedbackService.ownFeedback);
export const storeFeedback = shared(feedbackService.storeFeedback);
export const consentState = shared(optinService.consentState);
