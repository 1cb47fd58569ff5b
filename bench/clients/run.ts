/**
 * Coaching roster (issue 28): one instructor with BENCH_CLIENTS (500) clients, each on a
 * 12-week, 5-day program started 11 weeks ago, with about four completions out of five done so
 * far (a note on some). The coaching service runs in-process on its own database (content faked
 * on loopback: the roster and the calendar never call it). Prints the p95 over BENCH_ROUNDS (100)
 * requests of:
 *   - GET /api/clients (the whole roster's figures), target ≤ 100 ms;
 *   - GET /api/clients/{id}/calendar over the client's 12 weeks, target ≤ 50 ms;
 * and the client page's first-load JS against the shared player page's, from mf-player's build.
 *
 *   npm run bench:clients     # BENCH_DATABASE_URL to use a running PostgreSQL, else an embedded one
 *
 * Exits 1 when a target is missed, except with BENCH_SMOKE=1 (20 clients, 10 rounds), where only
 * a crash fails it.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Roster } from '@blockbeat/contracts';
import { createSequelize, dropDatabase, ensureDatabase, migrate } from '@blockbeat/service-kit';
import { createTestKeys, startTestServer, testLogger, testToken } from '@blockbeat/service-kit/testing';
import { contentWorkoutSource, createApp, migrations } from '@blockbeat/coaching';
import { databaseServer, databaseUrlOf } from '../support/database';
import { reportPageJs } from './page-js';

const SMOKE = process.env.BENCH_SMOKE === '1';
const CLIENTS = SMOKE ? 20 : Number(process.env.BENCH_CLIENTS ?? 500);
const ROUNDS = SMOKE ? 10 : Number(process.env.BENCH_ROUNDS ?? 100);
const WEEKS = 12;
const TODAY = '2026-11-28';
const START = '2026-09-14'; // a Monday, 11 weeks before TODAY's week
const TARGETS = { rosterP95: 100, calendarP95: 50 };
const SECRET = 'bench-clients-internal-secret-of-32-characters';

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function timed(url: string, token: () => Promise<string>): Promise<number> {
  const bearer = await token();
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/** The bench reads only: nothing is mailed. */
const noMail = { send: async () => Promise.reject(new Error('the bench mails nothing')) };

async function main() {
  const db = await databaseServer('clients');
  const name = `bench_clients_${process.pid}`;
  const databaseUrl = databaseUrlOf(db.serverUrl, name);
  await ensureDatabase(db.serverUrl, name);
  const sequelize = createSequelize(databaseUrl, { schema: 'coaching' });
  const content = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"workouts":[],"branding":null}'));
  await new Promise<void>((resolve) => content.listen(0, '127.0.0.1', resolve));
  try {
    await migrate(sequelize, 'coaching', migrations);
    const { publicKeyPem } = await createTestKeys();
    const workouts = contentWorkoutSource({ contentUrl: `http://127.0.0.1:${(content.address() as AddressInfo).port}`, secret: SECRET });
    const now = () => new Date(`${TODAY}T12:00:00Z`);
    const server = await startTestServer(
      createApp({ sequelize, logger: testLogger(), identityPublicKey: publicKeyPem, baseUrl: 'http://localhost:3000', workouts, maxClients: CLIENTS, now, internalApiSecret: SECRET, mailer: noMail }),
    );
    const instructor = randomUUID();
    // Identity tokens live 60 s: a fresh one every 30 s, signed outside the timed part.
    let signed = { token: '', at: 0 };
    const token = async () => {
      if (Date.now() - signed.at > 30_000) signed = { token: await testToken({ sub: instructor, name: 'Bench Coach' }, 'coaching'), at: Date.now() };
      return signed.token;
    };

    const seedStarted = performance.now();
    const workoutIds = Array.from({ length: 5 }, () => randomUUID());
    const days = Array.from({ length: WEEKS }, () => Array.from({ length: 7 }, (_, d) => ({ workoutIds: d < 5 ? [workoutIds[d]!] : [] })));
    const [[program]] = (await sequelize.query(
      `INSERT INTO coaching.programs (instructor_id, name, weeks, days) VALUES (:instructor, '5 days a week', :weeks, CAST(:days AS jsonb)) RETURNING id`,
      { replacements: { instructor, weeks: WEEKS, days: JSON.stringify(days) } },
    )) as [Array<{ id: string }>, unknown];
    await sequelize.query(
      `INSERT INTO coaching.clients (instructor_id, name, email) SELECT :instructor, 'Client ' || n, 'client' || n || '@example.com' FROM generate_series(1, :clients) n`,
      { replacements: { instructor, clients: CLIENTS } },
    );
    await sequelize.query(`INSERT INTO coaching.assignments (client_id, program_id, start_date) SELECT id, :program, :start FROM coaching.clients WHERE instructor_id = :instructor`, {
      replacements: { instructor, program: program!.id, start: START },
    });
    // Every weekday from the start to yesterday, done four times in five (by a hash of client and day), a note on one in three.
    await sequelize.query(
      `INSERT INTO coaching.completions (client_id, id, workout_id, date, effort, note, workout, completed_at)
       SELECT c.id, gen_random_uuid(), (CAST(:ids AS uuid[]))[EXTRACT(ISODOW FROM d)::int], d::date, 1 + abs(hashtext(c.id::text || d::text)) % 10,
              CASE WHEN abs(hashtext(d::text || c.id::text)) % 3 = 0 THEN 'Felt strong today' ELSE '' END,
              jsonb_build_object('id', (CAST(:ids AS uuid[]))[EXTRACT(ISODOW FROM d)::int], 'name', 'Day ' || EXTRACT(ISODOW FROM d), 'exercises', '[]'::jsonb, 'totalDuration', 1800),
              d + interval '18 hours'
         FROM coaching.clients c, generate_series(CAST(:start AS date), CAST(:yesterday AS date), interval '1 day') d
        WHERE c.instructor_id = :instructor AND EXTRACT(ISODOW FROM d) <= 5 AND abs(hashtext(c.id::text || d::text)) % 5 <> 0`,
      { replacements: { instructor, ids: `{${workoutIds.join(',')}}`, start: START, yesterday: addDays(TODAY, -1) } },
    );
    const [counted] = (await sequelize.query('SELECT count(*)::int AS n FROM coaching.completions')) as [Array<{ n: number }>, unknown];
    const completions = counted[0]?.n ?? 0;
    await sequelize.query('ANALYZE');
    console.log(`Seeded ${CLIENTS} clients on a ${WEEKS}-week, 5-day program with ${completions} completions in ${Math.round(performance.now() - seedStarted)} ms`);

    const rosterUrl = `${server.url}/api/clients?today=${TODAY}`;
    const roster = (await (await fetch(rosterUrl, { headers: { authorization: `Bearer ${await token()}` } })).json()) as Roster;
    if (roster.rows.length !== CLIENTS) throw new Error(`the roster has ${roster.rows.length} rows, expected ${CLIENTS}`);
    const sample = roster.rows[0]!;
    console.log(`A row: this week ${sample.thisWeek.done}/${sample.thisWeek.planned}, last four weeks ${sample.lastFourWeeks.done}/${sample.lastFourWeeks.planned}, falling behind: ${roster.rows.filter((r) => r.fallingBehind).length} of ${CLIENTS}`);
    const calendarUrl = `${server.url}/api/clients/${sample.id}/calendar?from=${START}&to=${addDays(START, WEEKS * 7 - 1)}&today=${TODAY}`;
    for (let i = 0; i < 5; i++) await Promise.all([timed(rosterUrl, token), timed(calendarUrl, token)]);

    const rosterMs: number[] = [];
    const calendarMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rosterMs.push(await timed(rosterUrl, token));
      calendarMs.push(await timed(calendarUrl, token));
    }
    const results = { rosterP95: percentile(rosterMs, 95), calendarP95: percentile(calendarMs, 95) };
    console.log(`GET /api/clients (${CLIENTS} clients): p50 ${percentile(rosterMs, 50).toFixed(1)} ms, p95 ${results.rosterP95.toFixed(1)} ms (target ≤ ${TARGETS.rosterP95} ms)`);
    console.log(`GET /api/clients/{id}/calendar (${WEEKS} weeks): p50 ${percentile(calendarMs, 50).toFixed(1)} ms, p95 ${results.calendarP95.toFixed(1)} ms (target ≤ ${TARGETS.calendarP95} ms)`);
    await server.close();
    const pageJs = reportPageJs();
    const missed: string[] = (Object.keys(TARGETS) as Array<keyof typeof TARGETS>).filter((k) => !(results[k] <= TARGETS[k]));
    if (pageJs && pageJs.clientKb > pageJs.sharedKb) missed.push('client page first-load JS');
    if (missed.length > 0 && !SMOKE) {
      console.error(`Missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    content.close();
    await sequelize.close();
    await dropDatabase(db.serverUrl, name).catch(() => undefined);
    await db.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
