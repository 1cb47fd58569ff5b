import path from 'node:path';

/** The gateway and the services that run as replicas behind nginx; the entry each runs. */
export const REPLICATED = {
  gateway: 'services/gateway/src/main.ts',
  content: 'services/content/src/main.ts',
  billing: 'services/billing/src/main.ts',
  support: 'services/support/src/main.ts',
  coaching: 'services/coaching/src/main.ts',
} as const;
export type ReplicatedService = keyof typeof REPLICATED;
export type BackendService = Exclude<ReplicatedService, 'gateway'>;
export const BACKENDS: BackendService[] = ['content', 'billing', 'support', 'coaching'];
/** Replicas of each service unless CLUSTER_REPLICAS says otherwise (1 to 9; the benchmark compares 1 with 2). */
export const DEFAULT_REPLICAS = 2;

export interface Replica {
  /** gateway-1, content-2, …: its name in the logs, its pid file and REPLICA. */
  name: string;
  service: ReplicatedService;
  port: number;
}

/** Where the replicas of a service listen: PORT + 10 (gateway), 20 (content), 30 (billing), 40 (support), 50 (coaching), plus the replica's number. */
const REPLICA_BASE: Record<ReplicatedService, number> = { gateway: 10, content: 20, billing: 30, support: 40, coaching: 50 };

/**
 * Every port of `npm run start:cluster` from PORT, as `npm start` lays them out where they meet:
 * nginx takes the gateway's PORT and the services' PORT + 2, 3, 4 and 9.
 */
export function clusterLayout(port: number, perService = DEFAULT_REPLICAS) {
  if (!Number.isInteger(perService) || perService < 1 || perService > 9) throw new Error(`CLUSTER_REPLICAS must be 1 to 9, got ${perService}`);
  const replicas: Replica[] = (Object.keys(REPLICATED) as ReplicatedService[]).flatMap((service) =>
    Array.from({ length: perService }, (_, i) => ({ name: `${service}-${i + 1}`, service, port: port + REPLICA_BASE[service] + i + 1 })),
  );
  return {
    front: port,
    devIdp: port + 1,
    balanced: { content: port + 2, billing: port + 3, support: port + 4, coaching: port + 9 } satisfies Record<BackendService, number>,
    postgres: port + 5,
    smtp: port + 6,
    inbox: port + 7,
    s3: port + 8,
    perService,
    replicas,
  };
}
export type ClusterLayout = ReturnType<typeof clusterLayout>;

/** The process id of a replica's current run, kept while it runs (for stopping one on purpose). */
export const pidFileOf = (dataDir: string, replica: string) => path.join(dataDir, 'pids', `${replica}.pid`);
