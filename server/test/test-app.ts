import type { Express } from 'express';
import { createApp } from '../src/app';
import { appConfigFrom, type AppConfig } from '../src/config/app-config';
import { parseEnv } from '../src/config/env';
import type { SharedState } from '../src/lib/shared-state';
import type { WorkGate } from '../src/http/work-gate';
import type { Providers } from '../src/services';
import type { Database } from '../src/db/client';
import { createLogger } from '../src/lib/logger';
import { TEST_JWT_SECRET } from './factories';

/** The real application, in-process, on the given database. */
export function createTestApp(
  db: Database,
  overrides: Partial<AppConfig> = {},
  providers: Providers = {},
  shared?: SharedState,
  gate?: WorkGate,
): Express {
  const defaults = appConfigFrom(parseEnv({ DATA_DIR: '/nonexistent-data' }), {
    jwtSecret: TEST_JWT_SECRET,
  });
  return createApp({
    db,
    logger: createLogger('silent'),
    config: { ...defaults, shopName: 'Vastra', ...overrides },
    providers,
    shared,
    gate,
  });
}
