import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'rw-config-'));

describe('loadConfig', () => {
  it('When nothing is set, then the embedded defaults apply and no secret is written to DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      requireEmailVerification: true,
      jwtExpiresIn: '12h',
      maxUploadBytes: 10 * 1024 * 1024,
      corsOrigins: [],
      localEmbedder: 'glove',
      candidateEmbedder: 'minilm',
      // The session key is then the database's (session-secret.ts, replica-session-key.test.ts).
      jwtSecret: undefined,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must look like 30m, 12h or 7d'],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, 'REQUIRE_EMAIL_VERIFICATION must be true or false'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ MAX_UPLOAD_MB: '-1' }, 'MAX_UPLOAD_MB'],
    [{ LOCAL_EMBEDDER: 'bert' }, 'LOCAL_EMBEDDER must be one of glove, minilm'],
    [{ CANDIDATE_EMBEDDER: 'bert' }, 'CANDIDATE_EMBEDDER must be one of glove, minilm'],
  ])('When %o, then it fails fast naming the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });

  it('When running in production without JWT_SECRET, then it starts, to use the key the database keeps', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toMatchObject({ jwtSecret: undefined });
  });

  it('When IMAP_URL is set, then the mailbox is read from it: TLS for imaps://, STARTTLS required for imap:// off loopback', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mailbox).toBeUndefined();
    const secure = loadConfig({ DATA_DIR: dataDir(), IMAP_URL: 'imaps://replies%40org.example:p%40ss@mail.org.example/Recruiting' }).mailbox;
    expect(secure).toMatchObject({
      host: 'mail.org.example',
      port: 993,
      secure: true,
      requireStartTls: false,
      user: 'replies@org.example',
      password: 'p@ss',
      folder: 'Recruiting',
      address: 'replies@org.example',
      pollSeconds: 30,
      messagesPerPoll: 200,
    });
    const plain = loadConfig({ DATA_DIR: dataDir(), IMAP_URL: 'imap://bot:pw@mail.org.example', IMAP_ADDRESS: 'jobs@org.example' }).mailbox;
    expect(plain).toMatchObject({ port: 143, secure: false, requireStartTls: true, folder: 'INBOX', address: 'jobs@org.example' });
    expect(loadConfig({ DATA_DIR: dataDir(), IMAP_URL: 'imap://bot:pw@127.0.0.1:1143/INBOX' }).mailbox).toMatchObject({ requireStartTls: false, address: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir(), IMAP_URL: 'pop3://bot:pw@mail.org.example' })).toThrow(/IMAP_URL must be an imaps:\/\/ or imap:\/\/ URL/);
  });

  it('When settings are given, then they are parsed', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://recruit.example.com/',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      MAX_UPLOAD_MB: '2.5',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://recruit.example.com',
      requireEmailVerification: false,
      maxUploadBytes: 2.5 * 1024 * 1024,
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });
});
