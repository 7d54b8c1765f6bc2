import type { Express } from 'express';

/** Method and full path of every route the app mounts (Express 5 keeps each layer's rawPath). */
export function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: unknown[], prefix: string) => {
    for (const layer of stack as {
      rawPath?: string;
      route?: { path: string; methods: Record<string, boolean> };
      handle?: { stack?: unknown[] };
    }[]) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push(
            `${method.toUpperCase()} ${prefix}${layer.route.path === '/' ? '' : layer.route.path}`,
          );
      } else if (layer.handle?.stack) {
        const path =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + path);
      }
    }
  };
  walk((app as unknown as { router: { stack: unknown[] } }).router.stack, '');
  return found.filter((route) => route.includes(' /api/'));
}
