// A worker for the fair pool's tests: starts the task as every pool worker does (unless told to
// stay silent, as a worker stuck loading would), keeps its thread busy for `ms`, answers its label.
import { tsImport } from 'tsx/esm/api';

const { beginPoolTask } = await tsImport('../../src/pool-worker.ts', import.meta.url);

export default function busy(task) {
  if (task.silent) {
    while (Atomics.load(task.cancelled, 0) === 0);
    return null;
  }
  if (!beginPoolTask(task)) return null;
  const end = Date.now() + task.ms;
  while (Date.now() < end);
  return task.label;
}
