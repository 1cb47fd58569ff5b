import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { IdentityClaims, NewTicketInput, StaffTicketDetail, TicketDetail } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken, useTestService, type JsonResponse } from '@blockbeat/service-kit/testing';
import { localObjectStore } from '@blockbeat/object-store';
import { createApp } from '../../src/app';
import type { HourlyLimits } from '../../src/domain/hourly-limits';
import { createSupportData } from '../../src/data';
import { migrations } from '../../src/data/migrations';

export const BASE_URL = 'https://blockbeat.test';
export const SUPPORT_EMAIL = 'support@blockbeat.test';
export const MESSAGE_ID_DOMAIN = 'blockbeat.test';
/** The other services' key to /internal/mail here. */
export const INTERNAL_API_SECRET = 'support-test-internal-secret-of-32-characters';

export interface Caller {
  sub: string;
  email: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<JsonResponse<T>>;
  /** POST …/attachments with one file, as a browser's FormData sends it. */
  attach(ticketId: string, messageId: string, bytes: Uint8Array<ArrayBuffer>, fileName?: string, field?: string): Promise<JsonResponse>;
  /** The raw answer, headers included; `json` is sent as the body. */
  fetch(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

/**
 * The support service as its API tests use it: the real app on a free port over this run's
 * database, attachments in a temporary folder, mails linking to BASE_URL.
 */
/** The support service for one test file; `limits` changes the hourly limits (RATE_LIMIT_*_PER_HOUR). */
export function useSupportService({ limits }: { limits?: HourlyLimits } = {}) {
  let uploadDir = '';
  const wakes = { count: 0 };
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'support-uploads-'));
  });
  const service = useTestService({
    schema: 'support',
    migrations,
    createApp: (deps) =>
      createApp({
        ...deps,
        baseUrl: BASE_URL,
        supportEmail: SUPPORT_EMAIL,
        messageIdDomain: MESSAGE_ID_DOMAIN,
        store: localObjectStore(uploadDir),
        mailQueued: () => (wakes.count += 1),
        limits,
        internalApiSecret: INTERNAL_API_SECRET,
      }),
  });
  afterAll(async () => {
    await rm(uploadDir, { recursive: true, force: true });
  });
  const data = createSupportData(service.sequelize, { messageIdDomain: MESSAGE_ID_DOMAIN });

  async function caller(claims: Partial<IdentityClaims> & { sub: string }): Promise<Caller> {
    const token = await testToken(claims, 'support');
    const email = claims.email ?? `${claims.sub}@example.com`;
    return {
      sub: claims.sub,
      email,
      call: (method, urlPath, body) => requestJson(`${service.url}${urlPath}`, { method, token, body }),
      async attach(ticketId, messageId, bytes, fileName = 'screen.png', field = 'file') {
        const form = new FormData();
        form.append(field, new Blob([bytes]), fileName);
        const res = await fetch(`${service.url}/api/support/tickets/${ticketId}/messages/${messageId}/attachments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const text = await res.text();
        return { status: res.status, text, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
      },
      fetch: (urlPath, { method = 'GET', json } = {}) =>
        fetch(`${service.url}${urlPath}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
    };
  }

  return {
    service,
    data,
    uploadDir: () => uploadDir,
    /** How often the app said mail was queued. */
    wakes,
    /** A new signed-in user. */
    user: (name = 'Uma User') => caller({ sub: randomUserId(), name }),
    /** A support staff member (an admin, as the gateway marks admin@example.com). */
    staff: () => caller({ sub: randomUserId(), email: 'admin@example.com', name: 'Ada Admin', ent: { status: 'admin', canEdit: true, admin: true } }),
  };
}

export const newTicket = (overrides: Partial<NewTicketInput> = {}): NewTicketInput => ({
  subject: 'The timer skips a block',
  category: 'technical',
  message: 'After block 3 it jumps to block 5.',
  ...overrides,
});

/** Opens a ticket as `user` and answers it. */
export async function openTicket(user: Caller, input: Partial<NewTicketInput> = {}): Promise<TicketDetail> {
  const res = await user.call<TicketDetail>('POST', '/api/support/tickets', newTicket(input));
  if (res.status !== 201) throw new Error(`opening a ticket answered ${res.status}: ${res.text}`);
  return res.body;
}

/** Staff write on a ticket: a reply, or a note with `internal`. */
export async function staffWrites(staff: Caller, ticketId: string, body: string, internal = false) {
  const res = await staff.call('POST', `/api/admin/support/tickets/${ticketId}/messages`, { body, internal });
  if (res.status !== 201) throw new Error(`staff writing answered ${res.status}: ${res.text}`);
  return res.body as StaffTicketDetail['messages'][number];
}

/** The header of a `width`×`height` PNG (signature and IHDR chunk; the CRC is not checked by the service). */
export const pngHeader = (width = 64, height = 64) => [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...u32(width), ...u32(height), 8, 6, 0, 0, 0,
];
/** The start of a `width`×`height` JPEG: SOI, APP0 "JFIF", then a baseline frame header (SOF0). */
export const jpegHeader = (width = 64, height = 64) => [
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  0xff, 0xc0, 0, 17, 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
];

/** The header of a PNG and of a JPEG (64×64), padded to `size` bytes. */
export const pngBytes = (size = 1024) => withSignature(pngHeader(), size);
export const jpegBytes = (size = 1024) => withSignature(jpegHeader(), size);

function u32(n: number) {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function u16(n: number) {
  return [(n >>> 8) & 0xff, n & 0xff];
}

export function withSignature(signature: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return bytes;
}
