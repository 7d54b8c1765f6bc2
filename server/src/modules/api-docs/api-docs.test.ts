import type { Express } from 'express';
import request from 'supertest';
import { createTestApp } from '../../../test/test-app';
import { mountedRoutes } from '../../../test/mounted-routes';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { API_DOCS_CSP } from './api-docs.routes';
import type { openApiDocument } from './openapi-document';

type Document = ReturnType<typeof openApiDocument> & {
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
};

const WHERE = 'add its entry to OPERATIONS in server/src/modules/api-docs/operations.ts';

/** Mounted routes ("POST /api/…") the document does not describe, each saying where to add it. */
function unlisted(mounted: string[], document: Document): string[] {
  return mounted
    .filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !document.paths[path]?.[method.toLowerCase()];
    })
    .map((route) => `${route} is not in the API reference: ${WHERE}`);
}

let database: TestDatabase;
let app: Express;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
});
afterAll(() => database.close());

async function servedDocument(): Promise<Document> {
  const res = await request(app).get('/api/openapi.json').expect(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  return res.body as Document;
}

describe('API reference', () => {
  it('describes every route the API mounts, with its method and path', async () => {
    const document = await servedDocument();
    const mounted = mountedRoutes(app).filter((route) => !route.endsWith('/{*splat}'));
    expect(mounted.length).toBeGreaterThan(60);
    expect(unlisted(mounted, document)).toEqual([]);
  });

  it('describes no route that is not mounted', async () => {
    const document = await servedDocument();
    const mounted = new Set(mountedRoutes(app));
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('names a mounted route without an entry, and where to add it', async () => {
    const document = await servedDocument();
    expect(unlisted(['GET /api/health', 'POST /api/user/newThing'], document)).toEqual([
      `POST /api/user/newThing is not in the API reference: ${WHERE}`,
    ]);
  });

  it('is an OpenAPI 3.1 document whose requests come from the zod contracts', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const add = document.paths['/api/user/cart/156/add']!.post!;
    expect(add).toMatchObject({
      tags: ['Cart'],
      security: [{ bearer: [] }],
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', required: expect.arrayContaining(['item']) },
          },
        },
      },
    });
    const qty = document.paths['/api/vendor/product/156/getQty']!.post!;
    expect(qty.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'p_id', in: 'query' })]),
    );
  });

  it('serves a readable page whose viewer loads from this server under its own policy', async () => {
    const page = await request(app).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(page.text).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    expect(page.text).not.toMatch(/<script>|https?:\/\//);

    const bundle = await request(app).get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body.length ?? bundle.text.length).toBeGreaterThan(100_000);
    await request(app)
      .get('/api/docs/assets/swagger-ui.css')
      .expect(200)
      .expect('Content-Type', /text\/css/);
    const start = await request(app).get('/api/docs/assets/start.js').expect(200);
    expect(start.text).toContain("url: '/api/openapi.json'");
  });

  it('keeps the viewer to the API reference page', async () => {
    const health = await request(app).get('/api/health');
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['content-security-policy']).not.toBe(API_DOCS_CSP);
  });

  it('serves only the viewer’s own files', async () => {
    for (const path of [
      '/api/docs/assets/package.json',
      '/api/docs/assets/index.html',
      '/api/docs/assets/..%2Fpackage.json',
      '/api/docs/assets/%2E%2E/%2E%2E/package.json',
    ]) {
      const res = await request(app).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});
