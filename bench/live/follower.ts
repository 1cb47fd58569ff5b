import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LiveAction, LiveClassView, LiveServerTime } from '@blockbeat/contracts';
import type { Timeline, TimerState } from '@blockbeat/timer-engine';
import { offsetAt } from '@blockbeat/timer-engine';
import { clockOffset, replayActions, type ClockSample } from './follower-position';

/** The true clock every simulated device is measured against (one machine, one monotonic clock). */
export const trueNow = () => performance.timeOrigin + performance.now();

const CLOCK_SAMPLES = 5;
/** Streams are long-lived: no pool to wait in, as a browser opens its own connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function getJson<T>(url: string): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body) as T) : reject(new Error(`${url} answered ${res.statusCode}: ${body}`))));
      })
      .on('error', reject);
  });
}

/**
 * One client's phone, lightweight: its own clock off by `skewMs`, an offset to the server's clock
 * from five time exchanges, the class's event stream, and the log replayed with the timer engine
 * on every action, as the page does.
 */
export class SimulatedFollower {
  private state: TimerState | null = null;
  private actions: LiveAction[] = [];
  private offsetMs = 0;
  private request: http.ClientRequest | null = null;
  /** seq → true-clock instant the action was applied here. */
  readonly appliedAt = new Map<number, number>();
  /** Which gateway replica served the stream (nginx's X-Upstream), when behind the balancer. */
  upstream: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly code: string,
    private readonly timeline: Timeline,
    readonly skewMs: number,
  ) {}

  private localNow(): number {
    return trueNow() + this.skewMs;
  }

  /** What this phone shows now: the class's position at its estimate of the server's clock. */
  displayedPositionMs(): number | null {
    return this.state && offsetAt(this.timeline, this.state, this.localNow() + this.offsetMs);
  }

  /** Clock offset, then the stream; resolves once the snapshot has been replayed. */
  async join(): Promise<void> {
    const samples: ClockSample[] = [];
    for (let i = 0; i < CLOCK_SAMPLES; i++) {
      const sentMs = this.localNow();
      const { serverMs } = await getJson<LiveServerTime>(`${this.baseUrl}/api/live/time`);
      samples.push({ sentMs, serverMs, receivedMs: this.localNow() });
    }
    this.offsetMs = clockOffset(samples) ?? 0;
    await this.openStream();
  }

  private openStream(): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${this.baseUrl}/api/live/${this.code}/events`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
        this.upstream = res.headers['x-upstream'] as string | undefined;
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'snapshot' && data) {
              this.actions = (JSON.parse(data) as LiveClassView).actions;
              this.state = replayActions(this.timeline, this.actions);
              resolve();
            } else if (event === 'action' && data && this.state) {
              const action = JSON.parse(data) as LiveAction;
              // As the page does: the whole log replayed with the engine (a class's log is short).
              this.actions.push(action);
              this.state = replayActions(this.timeline, this.actions);
              this.displayedPositionMs();
              this.appliedAt.set(action.seq, trueNow());
            }
          }
        });
      });
      req.on('error', reject);
      this.request = req;
    });
  }

  leave(): void {
    this.request?.destroy();
  }
}
