/** The migration Job's entry (deploy/k8s/base/migrate-jobs.yaml): coaching's pending migrations, then exit. */
import { runMigrations } from '@blockbeat/service-kit';
import { migrations } from './database/migrations';

void runMigrations({ name: 'coaching', migrations });
