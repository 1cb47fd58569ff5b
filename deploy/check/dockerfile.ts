import fs from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
  /** The FROM stage it belongs to (its AS name, or its index). */
  stage: string;
}

/** Instructions of a Dockerfile: comments dropped, continued lines joined. */
export function parseDockerfile(file: string): Instruction[] {
  const joined = fs.readFileSync(file, 'utf8').replace(/\\\r?\n/g, ' ');
  let stage = '';
  let count = 0;
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      const args = rest.join(' ');
      if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? String(count++);
      return { keyword: keyword.toUpperCase(), args, stage };
    });
}

/** The stages in order, each with its base image. */
export function stagesOf(instructions: Instruction[]): Array<{ name: string; image: string }> {
  return instructions.filter((i) => i.keyword === 'FROM').map((i) => ({ name: i.stage, image: i.args.split(/\s+/)[0]! }));
}

/** COPY's flags, sources and destination. */
export function parseCopy(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  return { ...(from && { from }), sources: paths.slice(0, -1), dest: paths[paths.length - 1]! };
}

/** An exec-form CMD/ENTRYPOINT/HEALTHCHECK CMD as its argument list. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json) as string[];
}
