import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what fastify-plugin does): its decorations and hooks apply to
 * the instance that registers it, so sibling plugins (the gateway) see them.
 */
export function globalPlugin<O extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<O>,
  name: string,
): FastifyPluginAsync<O> {
  const marked = plugin as FastifyPluginAsync<O> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
