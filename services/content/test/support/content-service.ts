import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Entitlement } from '@blockbeat/contracts';
import { localObjectStore, type ObjectStore } from '@blockbeat/object-store';
import { requestJson, testToken, useTestService, type JsonResponse } from '@blockbeat/service-kit/testing';
import type { Sequelize } from 'sequelize';
import { createApp } from '../../src/app';
import { DEFAULT_LIVE_TIMINGS, DEFAULT_STORAGE_QUOTA_BYTES, type SpotifyConfig } from '../../src/config';
import type { LiveTimings } from '../../src/live/domain/live-hub';
import { DEFAULT_BEAT_TIMINGS, type BeatTimings } from '../../src/uploads';
import { migrations } from '../../src/database/migrations';

export const TEST_BASE_URL = 'http://localhost:3000';

export interface ContentService {
  readonly url: string;
  readonly sequelize: Sequelize;
  /** This file's own upload folder, removed after its tests. */
  readonly uploadDir: string;
}

export interface ContentServiceOptions {
  storageQuotaBytes?: number;
  /** Read when the service starts (in beforeAll), so it may name a fake started by an earlier hook. */
  spotify?: () => SpotifyConfig | null;
  /** Read when the service starts; default the local folder `uploadDir`. */
  store?: () => ObjectStore;
  /** Live classes' heartbeat, presence and sweep periods, shortened so a test sees them. */
  live?: Partial<LiveTimings>;
  /** The key of /internal/coaching; unset, that route refuses every call. */
  internalApiSecret?: string;
  /** The beat analysis's answer wait (none unless told: a test's upload answers at once), job sweep and claim lease. */
  beat?: Partial<BeatTimings>;
}

/** The content service for one test file, storing uploads in a temporary folder. */
export function useContentService({ storageQuotaBytes = DEFAULT_STORAGE_QUOTA_BYTES, spotify = () => null, store, live, internalApiSecret, beat }: ContentServiceOptions = {}): ContentService {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'blockbeat-uploads-'));
  const service = useTestService({
    schema: 'content',
    migrations,
    createApp: (deps) => createApp({ ...deps, baseUrl: TEST_BASE_URL, store: store?.() ?? localObjectStore(uploadDir), storageQuotaBytes, spotify: spotify(), live: { ...DEFAULT_LIVE_TIMINGS, ...live }, beat: { ...DEFAULT_BEAT_TIMINGS, answerWaitMs: 0, ...beat }, internalApiSecret }),
  });
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));
  return {
    get url() {
      return service.url;
    },
    sequelize: service.sequelize,
    uploadDir,
  };
}

export const ENTITLED: Entitlement = { status: 'trial', canEdit: true, admin: false };
export const EXPIRED: Entitlement = { status: 'expired', canEdit: false, admin: false };
export const ADMIN_WITHOUT_ACCESS: Entitlement = { status: 'admin', canEdit: false, admin: true };

export interface Caller {
  userId: string;
  call<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<JsonResponse<T>>;
  /** A fresh identity token (they live 60 s, longer than some test files run). */
  token(): Promise<string>;
}

/** Calls the service as the gateway would on behalf of `userId`. */
export function caller(service: ContentService, userId: string, ent: Entitlement = ENTITLED): Caller {
  let signed: { token: string; at: number } | undefined;
  const token = async () => {
    if (!signed || Date.now() - signed.at > 30_000) signed = { token: await testToken({ sub: userId, ent }, 'content'), at: Date.now() };
    return signed.token;
  };
  return {
    userId,
    token,
    call: async (path, init = {}) => requestJson(`${service.url}${path}`, { ...init, token: await token() }),
  };
}
