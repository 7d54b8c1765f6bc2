import type { Express } from 'express';
import { createApp, type AppConfig } from '../src/app';
import type { Database } from '../src/db/client';
import { createLogger } from '../src/lib/logger';
import { TEST_JWT_SECRET } from './factories';

/** The real application, in-process, on the given database. */
export function createTestApp(db: Database, overrides: Partial<AppConfig> = {}): Express {
  return createApp({
    db,
    logger: createLogger('silent'),
    config: {
      jwtSecret: TEST_JWT_SECRET,
      shopName: 'Vastra',
      uploadsDir: '/nonexistent-uploads',
      razorpayConfigured: false,
      cloudinaryConfigured: false,
      ...overrides,
    },
  });
}
