import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createFileStorage, type FileStorage } from '../../server/src/files/storage.js';
import { startS3Server, type S3TestServer } from '../../server/test/support/s3-server.js';
import { createScratchDatabase } from '../../server/test/support/test-database.js';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/support/smtp-capture.js';
import { clusterEnvironment, type ClusterEnvironment } from './environment.js';
import { LoadBalancer } from './load-balancer.js';
import { startModelServer, type ModelServer } from './model-server.js';
import { Replica } from './replica.js';

/**
 * The deployment's pace for "Send all drafts": 300 e-mails take a minute. One replica's own pace
 * (a pause of 200 ms after each send) leaves two replicas that pace themselves apart faster than
 * that, as long as a send takes them under 200 ms: at 1200 a minute (a 50 ms pause) a send took
 * them 140 ms on a busy two-core host, and two replicas pacing themselves stayed under the pace.
 */
export const OUTREACH_PER_MINUTE = 300;
/** Short, so a dead replica's work is taken over within seconds. */
export const WORK_LEASE_SECONDS = 2;

export type Cluster = {
  env: ClusterEnvironment;
  lb: LoadBalancer;
  replicas: Replica[];
  smtp: SmtpCapture;
  model: ModelServer | undefined;
  /** The deployment's database, for what no answer shows (leases, statuses). */
  db: pg.Pool;
  /** The bucket as the replicas see it. */
  storage: FileStorage;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** Names this run's database and logs. */
  name: string;
  /** With a model server (OPENAI_BASE_URL) whose answers a suite can hold; else the local analyzer in each replica. */
  withModelServer: boolean;
  /** Extra replica settings (the soak preloads its probe). */
  replicaEnv?: (replica: string) => Record<string, string>;
};

/**
 * A deployment of its own for one suite: a fresh database on the throwaway PostgreSQL, a fresh
 * bucket (s3rver), an SMTP sink and optionally a model server, all on the bridge address; and the
 * replicas, all with the same settings and no JWT_SECRET (the key is the database's), started
 * together as a rolling start would, and in rotation at HAProxy before this returns.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const env = clusterEnvironment();
  const database = await createScratchDatabase(env.databaseUrl, `cluster_${options.name.replaceAll('-', '_')}`);
  const s3: S3TestServer = await startS3Server({ host: env.hostAddress });
  const smtp = await startSmtpCapture({ host: env.hostAddress });
  const model = options.withModelServer ? await startModelServer(env.hostAddress) : undefined;
  const storageConfig = s3.storageConfig();
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    PUBLIC_URL: env.loadBalancerUrl,
    DATABASE_URL: database.url,
    S3_BUCKET: storageConfig.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: storageConfig.accessKeyId!,
    S3_SECRET_ACCESS_KEY: storageConfig.secretAccessKey!,
    SMTP_URL: smtp.url,
    REQUIRE_EMAIL_VERIFICATION: 'false',
    // HAProxy reaches the replicas from the bridge address, and the suites' clients sit on
    // loopback, naming the visitor they play in X-Forwarded-For (the sign-in limits count by it).
    TRUST_PROXY: `loopback, ${env.hostAddress}`,
    OUTREACH_PER_MINUTE: String(OUTREACH_PER_MINUTE),
    WORK_LEASE_SECONDS: String(WORK_LEASE_SECONDS),
    LOG_LEVEL: 'info',
    ...(model ? { OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: 'cluster-model-server' } : {}),
  };
  // Each its own DATA_DIR, as on separate hosts: nothing in it may matter to the others.
  const dataDirOf = (name: string) => path.join(env.workDir, `${options.name}-${name}-data`);
  const replicas = env.slots.map(
    (slot) =>
      new Replica(
        slot,
        { ...settings, DATA_DIR: dataDirOf(slot.name), ...options.replicaEnv?.(slot.name) },
        path.join(env.workDir, `${options.name}-${slot.name}.log`),
      ),
  );
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  const lb = new LoadBalancer(env.loadBalancerUrl, env.loadBalancerSocket, env.loadBalancerLog);
  const stop = async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await db.end();
    await model?.close();
    await smtp.close();
    await s3.close();
    await database.drop();
    await Promise.all(replicas.map((replica) => rm(dataDirOf(replica.name), { recursive: true, force: true })));
  };
  try {
    await Promise.all(replicas.map((replica) => replica.start()));
    await lb.waitFor(replicas.map((replica) => replica.name), 'UP');
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, lb, replicas, smtp, model, db, storage: createFileStorage(storageConfig), stop };
}
