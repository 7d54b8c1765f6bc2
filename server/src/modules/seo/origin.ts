import type { Request } from 'express';

/**
 * The shop's public origin for absolute URLs: PUBLIC_URL when configured, else the request's
 * own scheme and host (X-Forwarded-Proto and -Host count only behind a trusted proxy).
 */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.host}`;
}
