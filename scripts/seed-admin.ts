/**
 * `npm run seed:admin [-- <count>]`: adds `count` users (default 100,000) to billing's users
 * directory (`billing.subscriptions`), so the admin console's table, search and figures can be
 * tried at scale. Names, e-mails, sign-up dates (over two years), last visits and states vary:
 * about 30 % in a running trial, 20 % with an ended trial, 25 % paying, 5 % in Stripe's trial,
 * 5 % past due, 10 % cancelled after paying, 5 % expired, and one in 5,000 granted admin.
 *
 * One INSERT … SELECT over generate_series, so 100,000 users take seconds. The ids are
 * `seed-admin-<n>`: running it again adds nobody twice. Billing's migrations run first, so the
 * table exists even before `npm start` has run once.
 *
 * Environment (defaults match the launcher, as `npm run seed`): DATABASE_URL (the embedded
 * postgres at 127.0.0.1:PORT+5, database blockbeat), PORT (3000).
 */
import { migrations, SERVICE_NAME } from '@blockbeat/billing';
import { createSequelize, migrate } from '@blockbeat/service-kit';
import { QueryTypes, type Sequelize } from 'sequelize';

const DEFAULT_COUNT = 100_000;

const FIRST_NAMES = [
  'Ada', 'Alan', 'Amara', 'Ana', 'Ben', 'Bea', 'Carlos', 'Chen', 'Chloe', 'Dara', 'Diego', 'Elif', 'Emma', 'Farah', 'Finn', 'Grace',
  'Hana', 'Hugo', 'Ines', 'Ivan', 'Jade', 'Jonas', 'Kai', 'Kira', 'Leo', 'Lina', 'Maya', 'Mateo', 'Nia', 'Noah', 'Omar', 'Olga',
  'Priya', 'Rafael', 'Sara', 'Sven', 'Tara', 'Theo', 'Yuki', 'Zoe',
];
const LAST_NAMES = [
  'Adams', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Martin',
  'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Umar', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Novak',
  'Murphy', 'Larsen', 'Kim', 'Johansson', 'Horvat', 'Gomez', 'Fernandes', 'Eriksen', 'Diaz', 'Clarke', 'Brown', 'Ahmed', 'Bianchi',
  'Moreau', 'Schmidt', 'Patel', 'Nguyen', 'Singh', 'Haddad', 'Ortiz', 'Reyes', 'Sato', 'Walsh',
];
const DOMAINS = ['example.com', 'example.org', 'fitmail.test', 'studio.test', 'coach.test'];

/**
 * `k` = i mod 20 decides the state. A running trial signed up in the last 13 days and ends 14
 * days after; everyone else signed up 15 days to two years ago. Payers paid when their trial
 * ended; the cancelled ones cancelled up to 300 days later.
 */
const SEED_SQL = `
INSERT INTO billing.subscriptions
  (user_id, email, name, status, trial_ends_at, stripe_subscription_id, current_period_end, cancel_at_period_end,
   created_at, updated_at, last_seen_at, admin_granted, paid_since, canceled_at)
SELECT 'seed-admin-' || i,
       lower(first) || '.' || lower(last) || i || '@' || domain,
       first || ' ' || last,
       status,
       created + interval '14 days',
       CASE WHEN k >= 10 AND status <> 'expired' THEN 'sub_seed_' || i END,
       CASE WHEN status IN ('active', 'trialing', 'past_due') THEN now() + (i % 30) * interval '1 day' END,
       false,
       created,
       created,
       CASE WHEN i % 7 <> 0 THEN now() - ((i * 13) % 86400) * interval '1 minute' END,
       i % 5000 = 0,
       CASE WHEN status IN ('active', 'past_due', 'canceled') THEN paid END,
       CASE WHEN status = 'canceled' THEN LEAST(paid + ((i * 31) % 300) * interval '1 day', now()) END
  FROM (
    SELECT i, k, first, last, domain, created, LEAST(created + interval '14 days', now()) AS paid,
           CASE WHEN k < 10 THEN 'trial' WHEN k < 15 THEN 'active' WHEN k = 15 THEN 'trialing'
                WHEN k = 16 THEN 'past_due' WHEN k < 19 THEN 'canceled' ELSE 'expired' END AS status
      FROM (
        SELECT i, i % 20 AS k,
               (CAST(:firstNames AS text[]))[1 + i % ${FIRST_NAMES.length}] AS first,
               (CAST(:lastNames AS text[]))[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last,
               (CAST(:domains AS text[]))[1 + i % ${DOMAINS.length}] AS domain,
               CASE WHEN i % 20 < 6 THEN now() - (i % 13) * interval '1 day'
                    ELSE now() - (15 + (i * 7919) % 715) * interval '1 day' END
                 - (i % 1440) * interval '1 minute' AS created
          FROM generate_series(1, CAST(:count AS int)) AS i
      ) AS base
  ) AS users
ON CONFLICT (user_id) DO NOTHING`;

const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** Adds the users `seed-admin-1` … `seed-admin-<count>` not there yet; answers how many users the directory then holds. */
export async function seedAdminUsers(sequelize: Sequelize, count: number): Promise<number> {
  await migrate(sequelize, SERVICE_NAME, migrations);
  await sequelize.query(SEED_SQL, {
    replacements: { count, firstNames: pgArray(FIRST_NAMES), lastNames: pgArray(LAST_NAMES), domains: pgArray(DOMAINS) },
  });
  // Fresh statistics, so the planner picks the indexes at this size at once.
  await sequelize.query('ANALYZE billing.subscriptions');
  const [row] = await sequelize.query<{ users: number }>('SELECT count(*)::int AS users FROM billing.subscriptions', { type: QueryTypes.SELECT });
  return row?.users ?? 0;
}

async function main() {
  const count = Number(process.argv[2] ?? DEFAULT_COUNT);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Usage: npm run seed:admin [-- <number of users, default 100000>]');
    process.exit(2);
  }
  const port = Number(process.env.PORT || 3000);
  const databaseUrl = process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${port + 5}/blockbeat`;
  const sequelize = createSequelize(databaseUrl, { schema: SERVICE_NAME });
  try {
    const started = performance.now();
    const users = await seedAdminUsers(sequelize, count);
    console.log(`Seeded ${count} users in ${((performance.now() - started) / 1000).toFixed(1)} s; billing's directory now holds ${users}.`);
  } finally {
    await sequelize.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
