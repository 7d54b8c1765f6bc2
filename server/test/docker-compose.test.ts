import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs the tests, so the deployment file is checked by reading it.
const root = path.resolve(__dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      build?: string;
      image?: string;
      profiles?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
      ports?: string[];
    }
  >;
};
const services = compose.services;
const scaled = Object.entries(services).filter(([, service]) =>
  service.profiles?.includes('scaled'),
);

describe('docker-compose.yml', () => {
  it('when started plainly, then one app instance runs on PostgreSQL without Redis, as before', () => {
    expect(services.app?.profiles).toBeUndefined();
    expect(services.db?.profiles).toBeUndefined();
    expect(services.app?.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    expect(services.app?.environment?.REDIS_URL).toBeUndefined();
  });

  it('when started with the scaled profile, then two app instances share PostgreSQL and Redis behind nginx', () => {
    const apps = scaled.filter(([, service]) => service.build === '.');
    expect(apps.map(([name]) => name).sort()).toEqual(['app-a', 'app-b']);
    const [first, second] = apps.map(([, service]) => service.environment!);
    expect(first!.DATABASE_URL).toMatch(/@db:5432\//);
    expect(second!.DATABASE_URL).toBe(first!.DATABASE_URL);
    expect(first!.REDIS_URL).toBe('redis://redis:6379');
    expect(second!.REDIS_URL).toBe(first!.REDIS_URL);
    for (const env of [first!, second!]) {
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.JWT_SECRET).toBeDefined();
    }

    expect(services.redis?.profiles).toEqual(['scaled']);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.lb?.profiles).toEqual(['scaled']);
    expect(services.lb?.image).toMatch(/^nginx:/);
    expect(services.lb?.ports).toEqual(['8080:80']);
  });

  it('when nginx balances, then its configuration sends traffic to both instances and sets the client address', () => {
    const mount = services.lb!.volumes!.find((volume) => volume.includes('/etc/nginx/'))!;
    const file = path.join(root, mount.split(':')[0]!);
    expect(existsSync(file)).toBe(true);
    const conf = readFileSync(file, 'utf8');
    expect(conf).toMatch(/server app-a:3000/);
    expect(conf).toMatch(/server app-b:3000/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });
});
