import fs from 'node:fs';
import path from 'node:path';

interface Entry {
  payload: Record<string, unknown>;
  expiresAt?: number;
}

/**
 * oidc-provider storage kept in one JSON file per model, so a restart of the dev stack keeps
 * IdP sessions and grants. Development only: writes the whole file on each change.
 */
export function createFileAdapterFactory(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const stores = new Map<string, Map<string, Entry>>();

  const load = (model: string) => {
    let store = stores.get(model);
    if (store) return store;
    const file = path.join(dir, `${model}.json`);
    const raw = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Entry>) : {};
    store = new Map(Object.entries(raw));
    stores.set(model, store);
    return store;
  };
  const persist = (model: string) => {
    const now = Date.now();
    const live = [...load(model)].filter(([, e]) => !e.expiresAt || e.expiresAt > now);
    fs.writeFileSync(path.join(dir, `${model}.json`), JSON.stringify(Object.fromEntries(live)));
  };

  return class FileAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      load(this.model).set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      persist(this.model);
    }

    async find(id: string) {
      const entry = load(this.model).get(id);
      if (!entry || (entry.expiresAt && entry.expiresAt <= Date.now())) return undefined;
      return entry.payload;
    }

    async findByUserCode(userCode: string) {
      return this.findBy('userCode', userCode);
    }

    async findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    async consume(id: string) {
      const entry = load(this.model).get(id);
      if (entry) {
        entry.payload.consumed = Math.floor(Date.now() / 1000);
        persist(this.model);
      }
    }

    async destroy(id: string) {
      load(this.model).delete(id);
      persist(this.model);
    }

    async revokeByGrantId(grantId: string) {
      const store = load(this.model);
      for (const [id, e] of store) if (e.payload.grantId === grantId) store.delete(id);
      persist(this.model);
    }

    private findBy(key: string, value: string) {
      for (const [id] of load(this.model)) {
        const found = load(this.model).get(id);
        if (found?.payload[key] === value) return this.find(id);
      }
      return undefined;
    }
  };
}
