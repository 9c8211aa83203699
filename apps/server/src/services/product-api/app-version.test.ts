import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/product/version', () => {
  it('answers the minimal and the target app version as a comma-separated text, without a login', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/product/version' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('179889,179690');
  });
});
