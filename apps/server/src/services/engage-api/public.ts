/**
 * The engagement service's front door (docs/decisions/0007, 0031): the ledger tells it of each
 * movement posted (notifyMovement, in the movement's transaction), and the sandbox's seed writes the
 * bank's content through putCards. The plugin is not here: app.ts registers it.
 */
export type { CardContent } from './feed.service.ts';
export { putCards } from './feed.service.ts';
export type { PostedMovementFacts } from './notifications.service.ts';
export { notifyMovement } from './notifications.service.ts';
