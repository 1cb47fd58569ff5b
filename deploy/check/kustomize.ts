import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as read from YAML. */
export type K8sObject = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> } };

interface Kustomization {
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  patches?: Array<{ path: string; target: { kind: string; name: string } }>;
}

/** The kustomization fields this renderer implements; any other is refused rather than ignored. */
const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'images', 'patches']);

export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    return doc.toJS() as unknown;
  }).filter((value) => value !== null);
}

/**
 * What `kubectl apply -k dir` would send, for the subset of kustomize the manifests use:
 * resources (files and folders), images and JSON 6902 patches with a kind/name target.
 */
export function renderKustomization(dir: string): K8sObject[] {
  const [k] = readYamlDocuments(path.join(dir, 'kustomization.yaml')) as [Kustomization & Record<string, unknown>];
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${dir}/kustomization.yaml: ${unsupported.join(', ')} not supported by this check`);
  let objects: K8sObject[] = (k.resources ?? []).flatMap((entry) => {
    const target = path.join(dir, entry);
    if (!fs.existsSync(target)) throw new Error(`${dir}/kustomization.yaml: resource ${entry} does not exist`);
    return fs.statSync(target).isDirectory() ? renderKustomization(target) : (readYamlDocuments(target) as K8sObject[]);
  });
  for (const patch of k.patches ?? []) {
    const ops = readYamlDocuments(path.join(dir, patch.path))[0] as JsonPatchOp[];
    const matches = objects.filter((o) => o.kind === patch.target.kind && o.metadata.name === patch.target.name);
    if (matches.length !== 1) throw new Error(`${dir}: patch ${patch.path} targets ${patch.target.kind}/${patch.target.name}, found ${matches.length}`);
    objects = objects.map((o) => (o === matches[0] ? applyJsonPatch(o, ops, patch.path) : o));
  }
  for (const image of k.images ?? []) {
    const used = setImages(objects, image.name, `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`);
    if (used === 0) throw new Error(`${dir}/kustomization.yaml: image ${image.name} is used by no container`);
  }
  return objects;
}

export interface JsonPatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

/** RFC 6902 add/replace/remove on a copy; a replace or remove of a missing path is an error, as in kustomize. */
export function applyJsonPatch<T>(target: T, ops: JsonPatchOp[], source = 'patch'): T {
  const copy = structuredClone(target) as Record<string, unknown>;
  for (const { op, path: pointer, value } of ops) {
    const keys = pointer.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let parent: Record<string, unknown> = copy;
    for (const key of keys) {
      const next = parent[key];
      if (typeof next !== 'object' || next === null) throw new Error(`${source}: ${pointer} does not exist`);
      parent = next as Record<string, unknown>;
    }
    if (op !== 'add' && !(last in parent)) throw new Error(`${source}: ${op} of ${pointer}, which does not exist`);
    if (op === 'remove') delete parent[last];
    else if (op === 'add' || op === 'replace') parent[last] = value;
    else throw new Error(`${source}: op ${String(op)} is not supported by this check`);
  }
  return copy as T;
}

/** Every pod template (Deployment, Job) of the objects. */
export function podSpecs(objects: K8sObject[]): Array<{ owner: K8sObject; spec: PodSpec }> {
  return objects.flatMap((o) => {
    const spec = (o.spec as { template?: { spec?: PodSpec } } | undefined)?.template?.spec;
    return spec ? [{ owner: o, spec }] : [];
  });
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }>;
  envFrom?: Array<{ configMapRef?: { name: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
}

export interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

function setImages(objects: K8sObject[], name: string, replacement: string): number {
  let used = 0;
  for (const { spec } of podSpecs(objects)) {
    for (const container of spec.containers) {
      if (container.image === name) {
        container.image = replacement;
        used += 1;
      }
    }
  }
  return used;
}
