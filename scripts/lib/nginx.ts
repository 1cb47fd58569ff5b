import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCommand, stopProcess } from './processes';
import type { Unit } from './supervisor';

/** One balanced address: nginx listens on `port` and spreads requests over `replicas` (ports on 127.0.0.1). */
export interface Balanced {
  name: string;
  /** Where nginx listens: `<port>` on every address for the public entry, `127.0.0.1:<port>` for internal ones. */
  listen: string;
  replicas: number[];
  /** The response header naming the replica that answered (with a retry, the ones tried): X-Upstream: 127.0.0.1:4611. */
  header: string;
  /**
   * When a request goes to the next replica (proxy_next_upstream); each such answer also counts
   * against the replica (skipped for fail_timeout).
   */
  passOn: 'error timeout' | 'error timeout http_502 http_503';
  /** Answered with a JSON body when nginx itself cannot reach any replica. */
  unavailableMessage: string;
}

export interface BalancerConfig {
  /** nginx's prefix (-p): its pid, logs and temporary files live here. */
  prefix: string;
  sites: Balanced[];
  /** The largest request body any endpoint takes; a larger one is answered 413 by nginx. */
  maxBodyBytes: number;
  tooLargeMessage: string;
}

/** How long nginx skips a replica after a failure; nginx counts whole seconds, so up to one more. */
export const FAIL_TIMEOUT_S = 1;

/** A JSON string literal, safe inside nginx's single quotes. */
const jsonText = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "\\'")}'`;
const errorBody = (code: string, message: string) => jsonText({ error: { code, message } });

function upstreamBlock({ name, replicas }: Balanced): string {
  // A replica that failed is skipped for 1 s (nginx counts whole seconds: 1 to 2 s), then tried again.
  const servers = replicas.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n');
  // Idle connections are closed by nginx after 4 s, well before the replicas' own 65 s.
  return `  upstream ${name} {\n${servers}\n    keepalive 32;\n    keepalive_timeout 4s;\n  }`;
}

function serverBlock(site: Balanced, cfg: BalancerConfig): string {
  return `  server {
    listen ${site.listen};
    client_max_body_size ${cfg.maxBodyBytes};
    error_page 413 @too_large;
    error_page 502 @unavailable;
    error_page 504 @timeout;
    location / {
      proxy_pass http://${site.name};
      proxy_next_upstream ${site.passOn};
      add_header ${site.header} $upstream_addr always;
    }
    location @too_large {
      default_type application/json;
      return 413 ${errorBody('too_large', cfg.tooLargeMessage)};
    }
    location @unavailable {
      default_type application/json;
      return 502 ${errorBody('bad_gateway', site.unavailableMessage)};
    }
    location @timeout {
      default_type application/json;
      return 504 ${errorBody('gateway_timeout', site.unavailableMessage)};
    }
  }`;
}

/**
 * The load balancer's configuration: round robin over the replicas of each site.
 *
 * Retries: a request is passed to the next replica as each site's `passOn` says, but nginx's
 * default is kept for requests that are not idempotent (POST, PATCH, LOCK): once such a request
 * was sent to a replica it is never sent again, because that replica may have done the work before
 * failing (a workout created twice). A POST that was never sent (the connection was refused: a
 * stopped replica) is still passed on.
 */
export function nginxConf(cfg: BalancerConfig): string {
  const p = cfg.prefix;
  return `# Written by scripts/start-cluster.ts at each start; edits are overwritten.
worker_processes 1;
pid ${p}/nginx.pid;
error_log ${p}/logs/error.log warn;
events { worker_connections 1024; }
http {
  server_tokens off;
  log_format upstreams '$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr ($upstream_status) $request_time s';
  access_log ${p}/logs/access.log upstreams;
  client_body_temp_path ${p}/temp/client_body;
  proxy_temp_path ${p}/temp/proxy;
  fastcgi_temp_path ${p}/temp/fastcgi;
  uwsgi_temp_path ${p}/temp/uwsgi;
  scgi_temp_path ${p}/temp/scgi;

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Forwarded-Host $http_host;
  proxy_connect_timeout 1s;
  proxy_next_upstream_timeout 10s;

${cfg.sites.map(upstreamBlock).join('\n\n')}

${cfg.sites.map((site) => serverBlock(site, cfg)).join('\n\n')}
}
`;
}

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx; installed with apt-get when it is missing (the one step that needs root). */
export function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  console.log(`${NGINX} is missing: installing Debian's nginx package (apt-get install -y nginx) …`);
  const installed = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
  if (installed.status !== 0 || !fs.existsSync(NGINX)) {
    throw new Error('could not install nginx; install it (apt-get install nginx) and start again');
  }
  return NGINX;
}

/** Writes the configuration into the prefix; nginx checks it (-t) before it is used. */
export function writeNginxConf(nginx: string, cfg: BalancerConfig): string {
  for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(cfg.prefix, dir), { recursive: true });
  const file = path.join(cfg.prefix, 'nginx.conf');
  fs.writeFileSync(file, nginxConf(cfg));
  const check = spawnSync(nginx, nginxArgs(cfg.prefix, file, ['-t', '-q']), { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${file}:\n${check.stderr.trim()}`);
  return file;
}

const nginxArgs = (prefix: string, conf: string, extra: string[] = []) => ['-p', prefix, '-e', path.join(prefix, 'logs/error.log'), '-c', conf, '-g', 'daemon off;', ...extra];

/** nginx in the foreground, supervised like the services; ready once it accepts connections on `readyPort`. */
export function nginxUnit(nginx: string, prefix: string, conf: string, readyPort: number): Unit {
  return {
    name: 'nginx',
    hint: `see ${path.join(prefix, 'logs/error.log')}`,
    launch() {
      const managed = startCommand('nginx', nginx, nginxArgs(prefix, conf), process.env);
      return {
        ready: waitForPort(readyPort, 10_000, managed.exited),
        exited: managed.exited,
        stop: () => stopProcess(managed),
      };
    },
  };
}

async function waitForPort(port: number, timeoutMs: number, exited: Promise<string>): Promise<void> {
  let ended: string | undefined;
  void exited.then((how) => (ended = how));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`nginx ended (${ended}) before it listened`);
    if (await accepts(port)) return;
    await sleep(100);
  }
  throw new Error(`nginx did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
