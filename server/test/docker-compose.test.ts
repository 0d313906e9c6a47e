import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// What a self-hoster relies on in docker-compose.yml and the Dockerfile, checked without Docker.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText) as {
  services: Record<string, Record<string, any>>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const { app, postgres } = compose.services as Record<string, Record<string, any>>;

/** A service's volume mounts as { source: target }, from the short "name:/path" syntax. */
const mounts = (service: Record<string, any>) =>
  Object.fromEntries((service.volumes as string[]).map((entry) => entry.split(':') as [string, string]));

describe('docker-compose.yml', () => {
  // The schema names its draft-07 meta-schema by an https address Ajv does not register; the
  // meta-schema check adds nothing to validating our file, so it is skipped.
  const schema = JSON.parse(readFileSync(path.join(root, 'server/test/vendor/compose-spec/compose-spec.json'), 'utf8'));
  const validate = new Ajv({ strict: false, allErrors: true, validateSchema: false }).compile(schema);

  it('When checked against the Compose Specification schema, then it is valid', () => {
    const isValid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(isValid).toBe(true);
  });

  it('When a service is malformed, then the schema catches it', () => {
    const broken = { ...compose, services: { ...compose.services, app: { ...app, depends_on: { postgres: { condition: 'when_ready' } }, restart: 7 } } };
    expect(validate(broken)).toBe(false);
  });

  it('When the stack starts, then the database has a healthcheck and a named volume, and the app waits for it', () => {
    expect(postgres!.image).toMatch(/^pgvector\/pgvector:pg18/);
    expect(postgres!.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(mounts(postgres!)).toEqual({ pgdata: '/var/lib/postgresql' });
    expect(compose.volumes).toHaveProperty('pgdata');
    expect(app!.depends_on.postgres.condition).toBe('service_healthy');
    expect(app!.environment.DATABASE_URL).toMatch(/^postgresql:\/\/[^@]+@postgres:5432\//);
  });

  it('When the app runs, then it keeps nothing on its own disk: files go to the object store, which keeps them on a named volume', () => {
    expect(app!.volumes).toBeUndefined();
    expect(app!.ports).toBeUndefined();
    expect(app!.environment).toMatchObject({ S3_BUCKET: expect.any(String), S3_ENDPOINT: 'http://minio:9000' });
    expect(app!.environment.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?[^}]+\}$/);
    const { minio } = compose.services;
    expect(mounts(minio!)).toEqual({ objects: '/data' });
    expect(compose.volumes).toHaveProperty('objects');
    expect(app!.depends_on.minio.condition).toBe('service_healthy');
  });

  it('When the app is scaled to several replicas, then one proxy in front spreads requests over the healthy ones', () => {
    const { proxy } = compose.services;
    expect(proxy!.ports).toEqual(['3000:3000']);
    expect(proxy!.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    const haproxy = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
    // Every replica Docker's DNS knows, checked on the liveness route and dropped while it fails.
    expect(haproxy).toMatch(/^\s*server-template app \d+ app:3000$/m);
    expect(haproxy).toMatch(/^\s*option httpchk GET \/api\/health\/live$/m);
    expect(haproxy).toMatch(/^\s*option forwardfor$/m);
    expect(app!.environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}');
  });

  it('When an orchestrator watches the app, then it has a healthcheck and time to drain on stop', () => {
    expect(app!.healthcheck.test.join(' ')).toContain('/api/health');
    const grace = /^(\d+)s$/.exec(app!.stop_grace_period)?.[1];
    expect(Number(grace)).toBeGreaterThan(10); // main.ts waits up to 10 s for requests in flight
  });

  it('When mail is sent, then it goes to Mailpit; Ollama only starts with its profile', () => {
    expect(compose.services.mailpit!.image).toMatch(/^axllent\/mailpit/);
    expect(app!.environment.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(compose.services.ollama!.profiles).toEqual(['ollama']);
  });

  it('When the image is built, then it runs as a non-root user and bakes in no secret', () => {
    const user = /^USER\s+(\S+)/m.exec(finalStage)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(dockerfile).not.toMatch(/JWT_SECRET|POSTGRES_PASSWORD|OPENAI_API_KEY=/);
    // Compose demands the session secret from the environment: no default to fall back on.
    expect(app!.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(composeText).not.toMatch(/JWT_SECRET:-/);
  });

  it('When the image is built, then the shared workspace package is part of it', () => {
    expect(dockerfile).toContain('COPY packages/shared packages/shared');
    expect(finalStage).toContain('packages/shared/dist');
  });
});
