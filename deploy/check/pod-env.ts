import { generateIdentityKeys } from '@blockbeat/service-kit';
import { SERVICE_IMAGES } from './images';
import type { K8sObject } from './kustomize';
import { podSpecs } from './kustomize';

/** Secret values by "secret/key"; a key left out is as if the Secret did not hold it. */
export type SecretValues = Record<string, string>;

/**
 * The environment the first container of `kind/name` gets in the cluster: its ConfigMaps (envFrom),
 * then its env, secretKeyRefs read from `secrets`. A required reference with no value is an error,
 * as the kubelet would refuse to start the container.
 */
export function podEnv(objects: K8sObject[], kind: string, name: string, secrets: SecretValues): Record<string, string> {
  const pod = podSpecs(objects).find(({ owner }) => owner.kind === kind && owner.metadata.name === name);
  if (!pod) throw new Error(`${kind}/${name} is not in the manifests`);
  const container = pod.spec.containers[0]!;
  const env: Record<string, string> = {};
  for (const ref of container.envFrom ?? []) {
    const configMap = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === ref.configMapRef?.name);
    Object.assign(env, (configMap?.data ?? {}) as Record<string, string>);
  }
  for (const e of container.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    if (!ref) {
      env[e.name] = e.value ?? '';
      continue;
    }
    const value = secrets[`${ref.name}/${ref.key}`];
    if (value !== undefined) env[e.name] = value;
    else if (!ref.optional) throw new Error(`${kind}/${name}: ${e.name} needs ${ref.name}/${ref.key}`);
  }
  return env;
}

/** Values for every Secret a service's pod reads, made up for a run on this machine; every service on `databaseUrl`. */
export async function testSecrets(databaseUrl: string): Promise<SecretValues> {
  const keys = await generateIdentityKeys();
  const random = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
  return {
    ...Object.fromEntries(SERVICE_IMAGES.map((s) => [`blockbeat-database/${s}`, databaseUrl])),
    'blockbeat-identity/private-key': keys.privateKeyPem,
    'blockbeat-identity/public-key': keys.publicKeyPem,
    'blockbeat-gateway/oidc-client-secret': random(32),
    'blockbeat-gateway/session-secret': random(48),
    'blockbeat-internal/internal-api-secret': random(48),
    // Nothing listens there: support keeps its mail in the outbox, as while a mail server is down.
    'blockbeat-smtp/smtp-url': 'smtp://127.0.0.1:9',
  };
}
