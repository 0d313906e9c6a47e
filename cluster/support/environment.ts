// What scripts/test-cluster.sh set up for the suites: the namespaces and addresses the replicas
// run at, the bridge address every shared service listens on, PostgreSQL, and HAProxy.

export type ReplicaSlot = {
  /** HAProxy's name for it: a, b, ... */
  name: string;
  /** The network namespace it runs in, as if on a host of its own. */
  namespace: string;
  address: string;
};

export type ClusterEnvironment = {
  /** The bridge's address in this namespace: the shared services listen here, the replicas reach them here. */
  hostAddress: string;
  slots: ReplicaSlot[];
  /** A superuser URL of the throwaway PostgreSQL, on the bridge address. */
  databaseUrl: string;
  /** HAProxy on 127.0.0.1. */
  loadBalancerUrl: string;
  loadBalancerSocket: string;
  loadBalancerLog: string;
  workDir: string;
  /** Whether PostgreSQL has the real pgvector: the document library needs it (Debian ships none). */
  hasPgvector: boolean;
};

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster suites with npm run test:cluster`);
  return value;
}

export function clusterEnvironment(): ClusterEnvironment {
  return {
    hostAddress: setting('CLUSTER_HOST_ADDRESS'),
    slots: setting('CLUSTER_REPLICAS')
      .split(' ')
      .map((entry) => {
        const [name, namespace, address] = entry.split(':') as [string, string, string];
        return { name, namespace, address };
      }),
    databaseUrl: setting('CLUSTER_DATABASE_URL'),
    loadBalancerUrl: setting('CLUSTER_LB_URL'),
    loadBalancerSocket: setting('CLUSTER_LB_SOCKET'),
    loadBalancerLog: setting('CLUSTER_LB_LOG'),
    workDir: setting('CLUSTER_WORK_DIR'),
    hasPgvector: setting('CLUSTER_HAS_PGVECTOR') === '1',
  };
}
