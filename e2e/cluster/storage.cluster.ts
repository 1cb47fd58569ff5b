/**
 * Uploads live in the object store, not on a replica's disk: a file uploaded through one content
 * replica plays (byte ranges, as the player asks) through the other and through the balancer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request } from 'playwright-core';
import { signIdentity } from '@blockbeat/service-kit';
import { signIn } from '../../scripts/lib/sign-in';
import { wavFile } from '../support/wav';
import { BASE_URL, CLUSTER_DATA_DIR, replica } from './support/cluster-state';

/** `seconds` of WAV whose samples count up, so any range of it is recognisable. */
const wav = (seconds: number) => wavFile(8000 * seconds, (i) => i % 251);

test('when audio is uploaded through content-1, then content-2 and the balancer play it with byte ranges', async () => {
  const { api } = await signIn(BASE_URL, `cluster-audio-${Date.now()}@example.com`);
  const direct = await request.newContext();
  try {
    const me = (await (await api.get('/api/auth/user')).json()) as { id: string; email: string };
    const keys = JSON.parse(fs.readFileSync(path.join(CLUSTER_DATA_DIR, 'identity-keys.json'), 'utf8')) as { privateKeyPem: string };
    // The identity the gateway sends with this person's requests, signed with the cluster's own key.
    const token = await signIdentity(keys.privateKeyPem, { sub: me.id, email: me.email, name: 'Cluster', ent: { status: 'trial', canEdit: true, admin: false } }, 'content');
    const authorization = `Bearer ${token}`;
    const audio = wav(3);

    const uploaded = await direct.post(`http://127.0.0.1:${replica('content-1').port}/api/uploads`, {
      headers: { authorization },
      multipart: { file: { name: 'count.wav', mimeType: 'audio/wav', buffer: audio } },
    });
    expect(uploaded.status()).toBe(201);
    const { id, url } = (await uploaded.json()) as { id: string; url: string };

    const played = await direct.get(`http://127.0.0.1:${replica('content-2').port}/api/uploads/${id}`, { headers: { authorization, range: 'bytes=1000-1999' } });
    expect(played.status()).toBe(206);
    expect(played.headers()['content-range']).toBe(`bytes 1000-1999/${audio.length}`);
    expect(Buffer.compare(await played.body(), audio.subarray(1000, 2000))).toBe(0);

    const viaBalancer = await api.get(url, { headers: { range: 'bytes=20000-' } });
    expect(viaBalancer.status()).toBe(206);
    expect(Buffer.compare(await viaBalancer.body(), audio.subarray(20000))).toBe(0);
    expect(viaBalancer.headers()['x-upstream-content']).toMatch(/^127\.0\.0\.1:\d+$/);
  } finally {
    await Promise.all([api.dispose(), direct.dispose()]);
  }
});
