/**
 * The engagement service's front door (docs/decisions/0007, 0031): the sandbox's seed writes the
 * bank's content through putCards, and its door sends a story to a customer through notifyStory. The
 * notifications of the bank's events are written by the database as each posting is made (migration 0054). The plugin is not here: app.ts registers it.
 */

import { shared } from '../../platform/database/shared-handle.ts';
import * as feedService from './feed.service.ts';
import * as notificationsService from './notifications.service.ts';

export type { CardContent } from './feed.service.ts';
export { CARD_TYPES, FEED_TYPES, REEL_SLIDES_MAX } from './feed.service.ts';
export { APP_PAGE } from './notifications.service.ts';

/**
 * The use cases the other services call: each takes the caller's handle, or its transaction, and sees
 * only this service's tables (platform/database/shared-handle.ts).
 */
export const putCards = shared(feedService.putCards);
export const notifyStory = shared(notificationsService.notifyStory);
