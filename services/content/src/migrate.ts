/** The migration Job's entry (deploy/k8s/base/migrate-jobs.yaml): content's pending migrations, then exit. */
import { runMigrations } from '@blockbeat/service-kit';
import { migrations } from './database/migrations';

void runMigrations({ name: 'content', migrations });
