/**
 * `npm run start:cluster`: the stack of `npm start` (built when missing; embedded PostgreSQL when
 * DATABASE_URL is unset, the development identity provider, the mail catcher) with two replicas
 * of the gateway and of each service (CLUSTER_REPLICAS) behind nginx, on one database and one object store (a local
 * S3-compatible server unless STORAGE_URL is set). nginx listens on PORT for the gateways and on
 * PORT + 2, 3, 4, 9 for the replicas of content, billing, support and coaching, which the gateways call there.
 * Everything is supervised and stopped as `npm start` does; each replica's pid is kept in
 * <DATA_DIR>/pids/<replica>.pid. docs/cluster.md tells more.
 */
import path from 'node:path';
import { BRANDING_LOGO_MAX_BYTES, fileTooLargeMessage, MULTIPART_OVERHEAD_BYTES, SUPPORT_LIMITS, UPLOAD_MAX_BYTES } from '@blockbeat/contracts';
import { ensureDatabase } from '@blockbeat/service-kit';
import { buildMissing } from './lib/build';
import { BACKENDS, clusterLayout, DEFAULT_REPLICAS, pidFileOf, REPLICATED, type ClusterLayout, type Replica } from './lib/cluster-layout';
import { startPersistentS3 } from './lib/local-s3';
import { ensureNginx, nginxUnit, writeNginxConf, type BalancerConfig } from './lib/nginx';
import { identityKeys, internalApiSecret, readStackConfig, spotifyTokenKeys, type StackConfig } from './lib/stack-config';
import { createSupervisor } from './lib/supervisor';
import { embeddedPostgresUnit, serviceUnit } from './lib/units';

const root = path.resolve(__dirname, '..');
const MAX_UPLOAD_BYTES = Math.max(UPLOAD_MAX_BYTES, BRANDING_LOGO_MAX_BYTES, SUPPORT_LIMITS.attachmentMaxBytes);

function balancerConfig(cfg: StackConfig, layout: ClusterLayout): BalancerConfig {
  const portsOf = (service: Replica['service']) => layout.replicas.filter((r) => r.service === service).map((r) => r.port);
  return {
    prefix: path.join(cfg.dataDir, 'nginx'),
    maxBodyBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
    tooLargeMessage: fileTooLargeMessage(MAX_UPLOAD_BYTES),
    sites: [
      {
        name: 'gateway',
        listen: String(layout.front),
        replicas: portsOf('gateway'),
        header: 'X-Upstream',
        // A gateway's 502/503 speaks for a service behind it, which the services' nginx already
        // tried on every replica: passing it to the other gateway only marks both gateways failed.
        passOn: 'error timeout',
        unavailableMessage: 'BlockBeat is briefly unavailable. Please try again in a moment.',
      },
      ...BACKENDS.map((service) => ({
        name: service,
        listen: `127.0.0.1:${layout.balanced[service]}`,
        replicas: portsOf(service),
        header: `X-Upstream-${service[0]!.toUpperCase()}${service.slice(1)}`,
        passOn: 'error timeout http_502 http_503' as const,
        unavailableMessage: `The ${service} service is unavailable. Please try again.`,
      })),
    ],
  };
}

async function main() {
  const cfg = readStackConfig(root, process.env);
  const layout = clusterLayout(cfg.port, Number(process.env.CLUSTER_REPLICAS ?? DEFAULT_REPLICAS));
  if (Math.max(...layout.replicas.map((r) => r.port)) > 65535) throw new Error(`PORT must leave room for the replicas (PORT + 42), got ${cfg.port}`);
  const quiet = process.env.LOG_LEVEL === 'silent';
  const supervisor = createSupervisor();
  const closeLater: Array<() => Promise<void>> = [];
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the BlockBeat cluster …');
    await supervisor.stopAll();
    await Promise.all(closeLater.map((close) => close().catch(() => undefined)));
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const nginx = ensureNginx();
    if (process.env.SKIP_BUILD !== '1') buildMissing(root, process.env.BUILD === 'always');

    let databaseUrl = cfg.databaseUrl;
    if (!databaseUrl) {
      const pg = embeddedPostgresUnit(path.join(cfg.dataDir, 'pg'), layout.postgres);
      await supervisor.start(pg);
      await ensureDatabase(pg.url(), 'blockbeat');
      databaseUrl = pg.url().replace(/\/[^/]*$/, '/blockbeat');
      console.log(`Embedded PostgreSQL on port ${layout.postgres}`);
    }

    let storage: Record<string, string> = {};
    if (!process.env.STORAGE_URL) {
      const s3 = await startPersistentS3(path.join(cfg.dataDir, 's3'), layout.s3);
      closeLater.push(s3.close);
      storage = s3.env;
      console.log(`Local S3-compatible object store on port ${layout.s3} (files in ${path.join(cfg.dataDir, 's3')})`);
    }

    const keys = await identityKeys(process.env, cfg.dataDir);
    const issuer = cfg.issuer ?? `http://127.0.0.1:${layout.devIdp}`;
    const balancedUrl = (service: keyof ClusterLayout['balanced']) => `http://127.0.0.1:${layout.balanced[service]}`;
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      ...storage,
      DATABASE_URL: databaseUrl,
      IDENTITY_PUBLIC_KEY: keys.publicKeyPem,
      BASE_URL: cfg.baseUrl,
      SMTP_URL: cfg.smtpUrl ?? `smtp://127.0.0.1:${layout.smtp}`,
      INTERNAL_API_SECRET: internalApiSecret(process.env, cfg.dataDir),
      BILLING_URL: balancedUrl('billing'),
    };
    const perService: Record<Replica['service'], NodeJS.ProcessEnv> = {
      gateway: {
        HOST: '127.0.0.1',
        OIDC_ISSUER_URL: issuer,
        IDENTITY_PRIVATE_KEY: keys.privateKeyPem,
        CONTENT_URL: balancedUrl('content'),
        SUPPORT_URL: balancedUrl('support'),
        COACHING_URL: balancedUrl('coaching'),
      },
      content: { SPOTIFY_TOKEN_KEYS: spotifyTokenKeys(process.env, cfg.dataDir, cfg.production) },
      billing: {},
      support: {},
      coaching: { CONTENT_URL: balancedUrl('content'), SUPPORT_URL: balancedUrl('support') },
    };
    const launch = (name: string, entry: string, port: number, env: NodeJS.ProcessEnv, pidFile?: string) =>
      supervisor.start(serviceUnit(name, path.join(root, entry), port, { ...common, ...env }, quiet, pidFile));
    // Each replica has a folder of its own: whatever they share must be in the database or the object store.
    const launchReplica = (r: Replica) =>
      launch(r.name, REPLICATED[r.service], r.port, { ...perService[r.service], REPLICA: r.name, DATA_DIR: path.join(cfg.dataDir, 'replicas', r.name) }, pidFileOf(cfg.dataDir, r.name));

    const conf = writeNginxConf(nginx, balancerConfig(cfg, layout));
    await supervisor.start(nginxUnit(nginx, path.dirname(conf), conf, layout.front));
    console.log(`nginx balances on ports ${layout.front} (gateways), ${Object.values(layout.balanced).join(', ')} (content, billing, support, coaching); config ${conf}`);

    await Promise.all([
      cfg.issuer
        ? Promise.resolve()
        : launch('dev-idp', 'services/dev-idp/src/main.ts', layout.devIdp, { DEV_IDP_ISSUER: issuer, DEV_IDP_DATA_DIR: path.join(cfg.dataDir, 'dev-idp') }),
      cfg.smtpUrl ? Promise.resolve() : launch('mail-catcher', 'services/mail-catcher/src/main.ts', layout.inbox, { MAIL_CATCHER_SMTP_PORT: String(layout.smtp) }),
    ]);
    // Replica by replica number: the first of each (which migrates the database) before the second, to spread the start's CPU.
    for (let i = 1; i <= layout.perService; i += 1) {
      const wave = layout.replicas.filter((r) => r.name.endsWith(`-${i}`));
      await Promise.all(wave.filter((r) => r.service !== 'gateway').map(launchReplica));
      await Promise.all(wave.filter((r) => r.service === 'gateway').map(launchReplica));
    }

    console.log(`\nThe BlockBeat cluster is running at ${cfg.baseUrl}: ${layout.replicas.map((r) => `${r.name} :${r.port}`).join(', ')}`);
    if (!cfg.smtpUrl) console.log(`Mail inbox: http://localhost:${layout.inbox}`);
    console.log('Press Ctrl-C to stop.\n');
  } catch (err) {
    console.error(`Could not start the BlockBeat cluster: ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}

void main();
