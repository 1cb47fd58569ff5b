import { createSequelize, migrate } from '@blockbeat/service-kit';
import { useTestDatabase } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { migrations } from '../../src/database/migrations';

// Its own schema, so the race starts from nothing whatever order the test files run in.
const SCHEMA = 'content_migration_race';
const replicas = [1, 2, 3].map(() => createSequelize(useTestDatabase(), { schema: SCHEMA }));

afterAll(async () => {
  await replicas[0]!.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
  await Promise.all(replicas.map((s) => s.close()));
});

test('when three processes migrate an empty schema at once, then all succeed and each migration runs once', async () => {
  const ran = await Promise.all(replicas.map((s) => migrate(s, SCHEMA, migrations)));
  expect(ran.flat()).toEqual(migrations.map((m) => m.name));
  const recorded = await replicas[0]!.query(`SELECT name FROM ${SCHEMA}.migrations_meta`, { type: QueryTypes.SELECT });
  expect(recorded).toEqual(migrations.map((m) => ({ name: m.name })));
  expect(await migrate(replicas[1]!, SCHEMA, migrations)).toEqual([]);
});
