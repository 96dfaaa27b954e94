import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES, ROUTES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';

// The server registers its routes from the contract's descriptions; this checks that none is
// left out and that the OpenAPI document names each by the contract's name, under its path.
describe('routes from the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves every call of the contract at its method and path', () => {
    const missing = ENDPOINT_NAMES.filter((name) => {
      const { method, path } = ROUTES[name];
      return !t.app.hasRoute({ method, url: `/api${path}` });
    });
    expect(missing).toEqual([]);
  });

  it('documents each call under its path with its name as the operation id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    for (const name of ENDPOINT_NAMES) {
      const { method, path } = ROUTES[name];
      const openapiPath = `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(document.paths[openapiPath]?.[method.toLowerCase()]?.operationId, name).toBe(name);
    }
  });
});
