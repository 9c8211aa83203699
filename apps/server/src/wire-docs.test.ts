import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatewayRoutes } from './gateway-routes.ts';

const DOCS = new URL('../../../docs/', import.meta.url);

/** The operations a wire document's tables name: every backticked path in a row's first cell. */
function documentedPaths(markdown: string): Set<string> {
  const paths = new Set<string>();
  for (const row of markdown.matchAll(/^\|([^|\n]*)\|/gm)) {
    for (const cell of (row[1] ?? '').matchAll(
      /`(?:(?:GET|POST|PUT|PATCH|DELETE) )?([a-z0-9-]+(?:\/[a-zA-Z0-9{}-]+)+)`/g,
    )) {
      if (cell[1]) paths.add(cell[1]);
    }
  }
  return paths;
}

describe('the wire documents name every operation of the gateway, and only those', () => {
  const documented = new Set([
    ...documentedPaths(readFileSync(new URL('bank-api.md', DOCS), 'utf8')),
    ...documentedPaths(readFileSync(new URL('rewards-api.md', DOCS), 'utf8')),
  ]);
  const routes = new Set(gatewayRoutes.map((r) => r.path));

  it('every operation the gateway lets through has its row in docs/bank-api.md or docs/rewards-api.md', () => {
    expect([...routes].filter((p) => !documented.has(p))).toEqual([]);
  });

  it('every path those tables name is an operation the gateway lets through', () => {
    expect([...documented].filter((p) => !routes.has(p) && !p.startsWith('api/'))).toEqual([]);
  });

  it('reads a row with its method and several paths in one cell', () => {
    const md = '| `PUT a-b/c` | x |\n| `a/b-c`, `a/b-d` (idempotent) | `d/e` |\n';
    expect([...documentedPaths(md)]).toEqual(['a-b/c', 'a/b-c', 'a/b-d']);
  });
});
