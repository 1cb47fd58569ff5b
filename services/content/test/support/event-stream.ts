/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface TestEventStream {
  status: number;
  headers: Headers;
  /** The next event (of that name when given, skipping others), or a failure after `timeoutMs`. */
  next(event?: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Every event and comment received so far. */
  readonly received: ReceivedEvent[];
  readonly comments: string[];
  /** true once the server ended the response. */
  readonly ended: boolean;
  close(): void;
}

/** Opens an event stream with fetch and parses it as the EventSource spec does (fields, blank line ends an event). */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<TestEventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const received: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  let read = 0;
  const wake = () => waiters.splice(0).forEach((w) => w());

  if (res.headers.get('content-type')?.startsWith('text/event-stream') && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = block.split('\n');
            const comment = fields.find((f) => f.startsWith(':'));
            if (comment !== undefined) comments.push(comment.slice(1).trim());
            const field = (name: string) => fields.find((f) => f.startsWith(`${name}:`))?.slice(name.length + 1).trim();
            const data = field('data');
            if (data !== undefined) received.push({ event: field('event') ?? 'message', id: field('id'), data: JSON.parse(data) });
          }
          wake();
        }
      } catch {
        // aborted by close()
      }
      ended = true;
      wake();
    })();
  }

  return {
    status: res.status,
    headers: res.headers,
    received,
    comments,
    get ended() {
      return ended;
    },
    async next(event, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < received.length) {
          const candidate = received[read++]!;
          if (!event || candidate.event === event) return candidate;
        }
        if (ended) throw new Error(`the stream ended before ${event ?? 'an event'} arrived`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${event ?? 'event'} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close() {
      abort.abort();
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
