import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers health when the database answers', async () => {
    const response = await api(t.app).call('health.check', {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, status: 'ok' });
  });

  it('answers an unknown /api route with a JSON 404, signed in or not', async () => {
    const response = await api(t.app).get('/no/such/route');
    expect(response.status).toBe(404);
    expect(response.error).toEqual({ success: false, message: 'This API route does not exist.' });
  });
});
