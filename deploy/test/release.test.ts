import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyJsonPatch, renderKustomization, type K8sObject } from '../check/kustomize';
import { policyProblems, schemaProblems } from '../check/manifests';
import { serviceImageProblems } from '../check/images';
import { exampleSecrets, releaseProblems } from '../check/release';

const root = path.resolve(__dirname, '../..');
const base = () => renderKustomization(path.join(root, 'deploy/k8s/base'));
const find = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;

describe('deploy/: the manifests and the Dockerfiles', () => {
  it('pass every check: schemas, probes, limits, non-root, references, images', () => {
    expect(releaseProblems(root)).toEqual([]);
  });

  it('refuses an object the Kubernetes schema refuses', () => {
    const service = find(base(), 'Service', 'gateway');
    const broken = applyJsonPatch(service, [{ op: 'replace', path: '/spec/ports/0/port', value: 'three thousand' }]);
    expect(schemaProblems(broken)).toEqual([expect.stringContaining('port must be integer')]);
    expect(schemaProblems({ ...service, apiVersion: 'v9', kind: 'Gadget' } as K8sObject)).toEqual([expect.stringContaining('not a Kubernetes kind')]);
  });

  it('refuses a Deployment without its readiness probe, a PDB, or with a secret the example does not show', () => {
    const objects = base();
    const gateway = find(objects, 'Deployment', 'gateway');
    const noProbe = applyJsonPatch(gateway, [{ op: 'remove', path: '/spec/template/spec/containers/0/readinessProbe' }]);
    const strangeSecret = applyJsonPatch(gateway, [{ op: 'replace', path: '/spec/template/spec/containers/0/env/1/valueFrom/secretKeyRef/key', value: 'nope' }]);
    const withoutPdb = objects.filter((o) => !(o.kind === 'PodDisruptionBudget' && o.metadata.name === 'gateway'));
    const swap = (o: K8sObject) => (x: K8sObject) => (x === gateway ? o : x);
    expect(policyProblems(objects.map(swap(noProbe)), exampleSecrets(root))).toEqual(['Deployment/gateway: container gateway is not ready on /readyz']);
    expect(policyProblems(objects.map(swap(strangeSecret)), exampleSecrets(root))).toEqual(['Deployment/gateway: DATABASE_URL reads blockbeat-database/nope, which secrets.example.yaml does not show']);
    expect(policyProblems(withoutPdb, exampleSecrets(root))).toEqual(['Deployment/gateway: no PodDisruptionBudget with minAvailable 1']);
  });

  it('refuses a service image that leaves out a workspace its service uses', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
    try {
      fs.cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
      fs.cpSync(path.join(root, 'package-lock.json'), path.join(copy, 'package-lock.json'));
      for (const dir of ['packages', 'services']) {
        fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true, filter: (src) => !src.includes('node_modules') });
      }
      fs.cpSync(path.join(root, 'deploy'), path.join(copy, 'deploy'), { recursive: true });
      const file = path.join(copy, 'deploy/docker/billing.Dockerfile');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('COPY packages/contracts packages/contracts\n', ''));
      expect(serviceImageProblems(copy, 'billing')).toEqual(['billing.Dockerfile: the final stage does not copy packages/contracts, which @blockbeat/billing uses']);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('deploy/: the remotes release map', () => {
  const objects = base();
  const gateway = find(objects, 'Deployment', 'gateway') as K8sObject & { spec: { template: { spec: PodSpecLike } } };
  const pod = gateway.spec.template.spec;
  const file = pod.containers[0]!.env!.find((e) => e.name === 'REMOTES_RELEASE_FILE')?.value;

  it('is a ConfigMap mounted into the gateway as a directory, so that an edit reaches running pods', () => {
    expect(file).toBe('/etc/blockbeat/release/release.json');
    const mount = pod.containers[0]!.volumeMounts!.find((m) => m.mountPath === path.dirname(file!));
    expect(mount).toMatchObject({ readOnly: true });
    // subPath mounts are never updated by the kubelet.
    expect(mount).not.toHaveProperty('subPath');
    const volume = pod.volumes!.find((v) => v.name === mount!.name);
    expect(volume?.configMap?.name).toBe('blockbeat-remotes-release');
  });

  it('ships an empty map: every remote from its REMOTE_<NAME>_URL (the gateway’s remote-releases test runs this map)', () => {
    const configMap = find(objects, 'ConfigMap', 'blockbeat-remotes-release') as K8sObject & { data: Record<string, string> };
    expect(JSON.parse(configMap.data[path.basename(file!)]!)).toEqual({ remotes: {} });
  });
});

interface PodSpecLike {
  containers: Array<{ env?: Array<{ name: string; value?: string }>; volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean; subPath?: string }> }>;
  volumes?: Array<{ name: string; configMap?: { name: string } }>;
}
