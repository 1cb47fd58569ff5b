import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Stripe-shaped API for tests (no npm mock of Stripe exists). It serves
 * only what billing calls, parses form-encoded bodies the way Stripe does, answers Stripe-shaped
 * JSON and errors, replays a response for a repeated Idempotency-Key (and refuses the key with
 * other parameters, as Stripe does), and records every request for assertions.
 */

type Params = { [key: string]: string | Params | Array<string | Params> };
type StripeObject = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  /** The answer came from the idempotency store, not from a new object. */
  replayed: boolean;
  status: number;
}

export interface SubscriptionSeed {
  customer: string;
  status?: string;
  userId?: string;
  trialEnd?: Date | null;
  currentPeriodEnd?: Date;
}

interface Injected {
  method: string;
  path: RegExp;
  status: number;
  /** Sent as Stripe-Should-Retry; unset lets the SDK decide (it retries 5xx). */
  shouldRetry?: boolean;
}

interface StoredAnswer {
  method: string;
  path: string;
  body: string;
  status: number;
  json: unknown;
}

export interface FakeStripe {
  readonly host: string;
  readonly port: number;
  readonly requests: readonly RecordedRequest[];
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  customer(id: string): StripeObject | undefined;
  checkoutSession(id: string): StripeObject | undefined;
  /** The session whose hosted URL billing answered. */
  checkoutSessionByUrl(url: string): StripeObject | undefined;
  subscription(id: string): StripeObject | undefined;
  createSubscription(seed: SubscriptionSeed): StripeObject;
  /** What Stripe does when the customer pays on the hosted page: the subscription exists, the session completes. */
  completeCheckout(sessionId: string, status?: string): { session: StripeObject; subscription: StripeObject };
  setSubscriptionStatus(id: string, status: string, changes?: Record<string, unknown>): StripeObject;
  /** The next matching request fails with this status, before any object is made. */
  failNext(method: string, path: RegExp, status: number, shouldRetry?: boolean): void;
  close(): Promise<void>;
}

const MIN_TRIAL_END_LEAD_S = 48 * 60 * 60;

export async function startFakeStripe({ secretKey, prices }: { secretKey: string; prices: readonly string[] }): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const idempotent = new Map<string, StoredAnswer>();
  const injected: Injected[] = [];
  const priceObjects = new Map(prices.map((id) => [id, priceObject(id)]));

  function handle(method: string, path: string, params: Params): [number, unknown] {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: nowSeconds(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = str(params.customer);
      if (!customer || !customers.has(customer)) return missing('customer', customer);
      const id = newId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      portalSessions.set(id, session);
      return [200, session];
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing('subscription', match[1]!);
      if (method === 'GET') return [200, subscription];
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return [200, subscription];
        return [200, update(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() })];
      }
    }
    if ((match = /^\/v1\/prices\/([^/]+)$/.exec(path)) && method === 'GET') {
      const price = priceObjects.get(match[1]!);
      return price ? [200, price] : missing('price', match[1]!);
    }
    if (method === 'GET' && path === '/v1/balance') {
      return [200, { object: 'balance', available: [{ amount: 0, currency: 'usd' }], pending: [{ amount: 0, currency: 'usd' }], livemode: false }];
    }
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  }

  function createCheckoutSession(params: Params): [number, unknown] {
    const customer = str(params.customer);
    if (params.mode !== 'subscription') return [400, stripeError('invalid_request_error', 'This fake supports mode=subscription only.', 'mode')];
    if (!customer || !customers.has(customer)) return missing('customer', customer);
    const lineItems = Array.isArray(params.line_items) ? params.line_items : [];
    const price = str((lineItems[0] as Params | undefined)?.price);
    if (!price || !priceObjects.has(price)) return missing('price', price);
    if (!str(params.success_url)) return [400, stripeError('invalid_request_error', 'Missing required param: success_url.', 'success_url')];
    const subscriptionData = (params.subscription_data ?? {}) as Params;
    const trialEnd = str(subscriptionData.trial_end);
    if (trialEnd !== null && Number(trialEnd) < nowSeconds() + MIN_TRIAL_END_LEAD_S) {
      return [400, stripeError('invalid_request_error', 'The `trial_end` date has to be at least 2 days in the future.', 'subscription_data[trial_end]')];
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      subscription: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 60 * 60,
      livemode: false,
    };
    sessions.set(id, { ...session, _subscription_data: subscriptionData, _price: price });
    return [200, session];
  }

  function createSubscription({ customer, status = 'active', userId, trialEnd = null, currentPeriodEnd }: SubscriptionSeed, price = prices[0]!) {
    const created = nowSeconds();
    const periodEnd = currentPeriodEnd ? toSeconds(currentPeriodEnd) : trialEnd ? toSeconds(trialEnd) : created + 30 * 24 * 60 * 60;
    const id = newId('sub');
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer,
      status,
      metadata: userId ? { userId } : {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd ? toSeconds(trialEnd) : null,
      created,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price: priceObjects.get(price), quantity: 1, current_period_start: created, current_period_end: periodEnd }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  function update(object: StripeObject, changes: Record<string, unknown>): StripeObject {
    Object.assign(object, changes);
    return object;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const method = req.method ?? 'GET';
      const path = url.pathname;
      const params = parseForm(method === 'GET' || method === 'DELETE' ? url.searchParams.toString() || body : body);
      const idempotencyKey = headerOf(req, 'idempotency-key');
      const record = (status: number, replayed = false) => requests.push({ method, path, params, idempotencyKey, replayed, status });
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
        res.end(JSON.stringify(json));
      };

      if (headerOf(req, 'authorization') !== `Bearer ${secretKey}`) {
        record(401);
        send(401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
        return;
      }
      const failure = injected.findIndex((f) => f.method === method && f.path.test(path));
      if (failure >= 0) {
        const [{ status, shouldRetry }] = injected.splice(failure, 1) as [Injected];
        record(status);
        send(status, stripeError('api_error', 'Injected failure'), shouldRetry === undefined ? {} : { 'stripe-should-retry': String(shouldRetry) });
        return;
      }
      if (idempotencyKey && method !== 'GET') {
        const stored = idempotent.get(idempotencyKey);
        if (stored) {
          if (stored.method !== method || stored.path !== path || stored.body !== body) {
            record(400);
            send(400, stripeError('idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with.`));
            return;
          }
          record(stored.status, true);
          send(stored.status, stored.json, { 'idempotent-replayed': 'true' });
          return;
        }
      }
      const [status, json] = handle(method, path, params);
      if (idempotencyKey && method !== 'GET') idempotent.set(idempotencyKey, { method, path, body, status, json: structuredClone(json) });
      record(status);
      send(status, json);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    requests,
    requestsTo: (method, path) =>
      requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    customer: (id) => customers.get(id),
    checkoutSession: (id) => publicView(sessions.get(id)),
    checkoutSessionByUrl: (url) => publicView([...sessions.values()].find((s) => s.url === url)),
    subscription: (id) => subscriptions.get(id),
    createSubscription: (seed) => createSubscription(seed),
    completeCheckout(sessionId, status) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const data = session._subscription_data as Params;
      const trialEnd = str(data.trial_end);
      const subscription = createSubscription(
        {
          customer: session.customer as string,
          status: status ?? (trialEnd ? 'trialing' : 'active'),
          userId: str((data.metadata as Params | undefined)?.userId) ?? undefined,
          trialEnd: trialEnd ? new Date(Number(trialEnd) * 1000) : null,
        },
        session._price as string,
      );
      update(session, { status: 'complete', payment_status: trialEnd ? 'no_payment_required' : 'paid', subscription: subscription.id });
      return { session: publicView(session)!, subscription };
    },
    setSubscriptionStatus(id, status, changes = {}) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      return update(subscription, { status, ...changes });
    },
    failNext(method, path, status, shouldRetry) {
      injected.push({ method, path, status, shouldRetry });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Stripe's form encoding: `a[b][0][c]=v` nests objects, and numeric segments make arrays. */
export function parseForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: Params | Array<string | Params> = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[segment] = value;
        return;
      }
      slot[segment] ??= /^\d+$/.test(segments[i + 1]!) ? [] : {};
      node = slot[segment] as Params;
    });
  }
  return root;
}

function publicView(session: StripeObject | undefined): StripeObject | undefined {
  if (!session) return undefined;
  return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}

function priceObject(id: string): StripeObject {
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: 499,
    recurring: { interval: 'month', interval_count: 1 },
    type: 'recurring',
    livemode: false,
  };
}

function stripeError(type: string, message: string, param?: string, code?: string) {
  return { error: { type, message, ...(param && { param }), ...(code && { code }) } };
}

function missing(kind: string, id: string | null): [number, unknown] {
  return [404, stripeError('invalid_request_error', `No such ${kind}: '${id ?? ''}'`, 'id', 'resource_missing')];
}

function headerOf(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
