import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => t?.close());

async function linesAt(level: string): Promise<string[]> {
  const lines: string[] = [];
  t = await createTestApp({
    seed: false,
    logger: { level, stream: { write: (line) => void lines.push(line) } },
  });
  lines.length = 0;
  await t.app.inject({ method: 'GET', url: '/api/health' });
  await t.app.inject({ method: 'GET', url: '/api/health?x=1' });
  return lines;
}

describe('request logging', () => {
  it('writes nothing per request at the default info level', async () => {
    expect(await linesAt('info')).toEqual([]);
  });

  it('writes one line per request, with method, URL, status and time, at debug level', async () => {
    const lines = (await linesAt('debug')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(typeof completed[0]?.responseTime).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
