/**
 * The engagement service's front door (docs/decisions/0007, 0031): the sandbox's seed writes the
 * bank's content through putCards, and its door sends a story to a customer through notifyStory. The
 * notifications of the bank's events are written by the database as each posting is made (migration 0054). The plugin is not here: app.ts registers it.
 */
export type { CardContent } from './feed.service.ts';
export { CARD_TYPES, FEED_TYPES, putCards, REEL_SLIDES_MAX } from './feed.service.ts';
export { APP_PAGE, notifyStory } from './notifications.service.ts';
