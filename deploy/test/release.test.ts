import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyJsonPatch, renderKustomization, type K8sObject } from '../check/kustomize';
import { policyProblems, schemaProblems } from '../check/manifests';
import { bundleCopyProblems, imageFacts, SERVICE_IMAGES } from '../check/images';
import { podEnv } from '../check/pod-env';
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
});

describe('deploy/: the gateway reaches every service', () => {
  it('when the example overlay is rendered, then the gateway pod’s <SERVICE>_URL names each service’s Service on the port its image exposes', () => {
    const objects = renderKustomization(path.join(root, 'deploy/k8s/overlays/example'));
    const secrets = Object.fromEntries(
      exampleSecrets(root).flatMap((s) => Object.entries(s.stringData as Record<string, string>).map(([key, value]) => [`${s.metadata.name}/${key}`, value])),
    );
    const env = podEnv(objects, 'Deployment', 'gateway', secrets);
    const services = SERVICE_IMAGES.filter((s) => s !== 'gateway');
    expect(services).toContain('coaching');
    for (const service of services) {
      const { port } = imageFacts(root, service);
      const ports = (find(objects, 'Service', service)?.spec as { ports: Array<{ port: number }> } | undefined)?.ports.map((p) => p.port);
      expect({ service, url: env[`${service.toUpperCase()}_URL`], ports }).toEqual({ service, url: `http://${service}:${port}`, ports: [port] });
    }
  });
});

describe('deploy/: the remotes’ Node bundles', () => {
  it('refuses a gateway image without the player’s Node bundle, and a CDN image that carries it', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
    try {
      for (const file of ['package.json', 'package-lock.json', ...['shell', 'mf-dashboard', 'mf-builder', 'mf-player', 'mf-account', 'mf-admin'].map((app) => `${app}/package.json`)]) {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.cpSync(path.join(root, file), path.join(copy, file));
      }
      fs.cpSync(path.join(root, 'deploy'), path.join(copy, 'deploy'), { recursive: true });
      expect(bundleCopyProblems(copy)).toEqual([]);
      const edit = (image: string, from: string, to: string) => {
        const file = path.join(copy, `deploy/docker/${image}.Dockerfile`);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
      };
      const serverBundles = 'COPY --from=build /app/mf-player/dist-server mf-player/dist-server\n';
      edit('gateway', serverBundles, '');
      edit('static', 'USER 101:101', 'COPY --from=web /app/mf-player/dist-server /usr/share/nginx/html/remotes/mf-player/server\nUSER 101:101');
      expect(bundleCopyProblems(copy)).toEqual([
        "static.Dockerfile: copies /app/mf-player/dist-server, a remote's Node bundles, which browsers must never get",
        "gateway.Dockerfile: does not copy /app/mf-player/dist-server (its visitor page's renderer)",
      ]);
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
