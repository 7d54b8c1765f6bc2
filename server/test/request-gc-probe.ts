/**
 * A server of the shop's shape (its V8 flags, server, headers, compression, request log and
 * request tracking) with one constant route, for config/v8-flags.test.ts: it prints its port,
 * and V8 traces its collections (the caller runs it with --trace-gc-nvp). PROBE_FLAGS=none
 * leaves the shop's V8 flags out.
 */
import type { AddressInfo } from 'node:net';

// The flags first, as main.ts sets them: before any package loads and grows the heap.
if (process.env.PROBE_FLAGS !== 'none') await import('../src/config/v8-flags');
const { default: express } = await import('express');
const { compressAnswers } = await import('../src/http/answer-encoding');
const { trackRequests } = await import('../src/http/graceful-shutdown');
const { etagsOnReadsOnly } = await import('../src/http/read-etags');
const { requestLog } = await import('../src/http/request-log');
const { securityHeaders } = await import('../src/http/security-headers');
const { createShopServer, listening } = await import('../src/http/shop-server');
const { createLogger } = await import('../src/lib/logger');

const app = express();
etagsOnReadsOnly(app);
app.use(requestLog(createLogger('warn')));
app.use(securityHeaders({ razorpay: false, cloudinary: false }));
app.use(compressAnswers());
const api = express.Router();
api.use(express.json());
api.use((_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
});
api.get('/ping', (_req, res) => {
  res.json({ pong: true });
});
app.use('/api', api);
const server = createShopServer(app);
trackRequests(server);
await listening(server, 0, '127.0.0.1');
process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
