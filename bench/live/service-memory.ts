import fs from 'node:fs';

/** Every process below `rootPid` (its children, theirs, …), from /proc. */
function descendantsOf(rootPid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces: the fields after the last ')' are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    for (const [child, parent] of parentOf) {
      if (parent !== pid) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

/** The resident memory (KiB) of the gateway and content processes the launcher `rootPid` started, replicas summed. */
export function serviceRssKb(rootPid: number): { gateway: number; content: number } {
  const pids = descendantsOf(rootPid);
  const sum = (entry: string) => pids.filter((pid) => commandOf(pid).includes(entry)).reduce((kb, pid) => kb + rssKb(pid), 0);
  return { gateway: sum('services/gateway/src/main.ts'), content: sum('services/content/src/main.ts') };
}
