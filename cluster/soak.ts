// `npm run test:cluster -- --soak MINUTES [--replicas N] [--connections 50]` (scripts/test-cluster.sh
// runs this once the namespaces, PostgreSQL and HAProxy are up): the bench's soak mix
// (bench/soak.ts) against the load balancer, with a memory and event-loop probe in each replica.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROBE_MODULE, soak } from '../bench/soak.js';
import { startCluster } from './support/cluster.js';

const { values } = parseArgs({ options: { minutes: { type: 'string' }, connections: { type: 'string', default: '50' } } });
const [minutes, connections] = [Number(values.minutes), Number(values.connections)];
if (!(minutes > 0) || !Number.isInteger(connections) || connections < 1) throw new Error('--minutes and --connections must be positive numbers');

// Kept after the run (one line per 10 s per replica) for a closer look at the memory.
const startedAt = Date.now();
const probeFileOf = (replica: string) => path.join(tmpdir(), `rw-cluster-soak-probe-${startedAt}-${replica}.jsonl`);
const cluster = await startCluster({
  name: 'soak',
  withModelServer: false,
  // A log line per request would be much of the replicas' work over minutes.
  replicaEnv: (replica) => ({ LOG_LEVEL: 'warn', NODE_OPTIONS: `--import=${PROBE_MODULE}`, SOAK_PROBE_FILE: probeFileOf(replica) }),
});
try {
  const passed = await soak({
    minutes,
    connections,
    withDocuments: cluster.env.hasPgvector,
    target: {
      origin: cluster.lb.url,
      description:
        `HAProxy in front of ${cluster.replicas.length} replica(s), each in its own network namespace, on one PostgreSQL` +
        ` (Debian's, ${cluster.env.hasPgvector ? 'with' : 'without'} pgvector), s3rver for the files, the local analyzer, an SMTP sink`,
      mailReceived: () => cluster.smtp.messages.length,
      probes: cluster.replicas.map((replica) => ({ name: `replica ${replica.name}`, pid: replica.pid!, file: probeFileOf(replica.name) })),
      isRunning: () => cluster.replicas.every((replica) => replica.isRunning),
    },
  });
  process.exitCode = passed ? 0 : 1;
} finally {
  await cluster.stop();
}
