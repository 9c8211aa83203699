/**
 * The engagement service's front door (docs/decisions/0007, 0031): the sandbox's seed writes the
 * bank's content through putCards. The notifications are written by the database as each posting is
 * made (migration 0054). The plugin is not here: app.ts registers it.
 */
export type { CardContent } from './feed.service.ts';
export { putCards } from './feed.service.ts';
