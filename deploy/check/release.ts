import path from 'node:path';
import { podSpecs, readYamlDocuments, renderKustomization, type K8sObject } from './kustomize';
import { policyProblems, schemaProblems } from './manifests';
import { builtCommandProblems, bundleCopyProblems, IMAGES, imageFacts, SERVICE_IMAGES, serviceImageProblems } from './images';

export const K8S_DIR = 'deploy/k8s';
export const KUSTOMIZATIONS = ['base', 'overlays/example'];

export function exampleSecrets(root: string): K8sObject[] {
  return readYamlDocuments(path.join(root, K8S_DIR, 'base', 'secrets.example.yaml')) as K8sObject[];
}

/** Each image's containers agree with its Dockerfile: the port it exposes; a command starts a file the service's build writes. */
function imageUseProblems(root: string, objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const { owner, spec } of podSpecs(objects)) {
    for (const c of spec.containers) {
      const image = IMAGES.find((name) => c.image === `blockbeat-${name}` || c.image.split(':')[0]!.endsWith(`/${name}`));
      if (!image) {
        problems.push(`${owner.kind}/${owner.metadata.name}: image ${c.image} is none of ${IMAGES.join(', ')}`);
        continue;
      }
      const { port } = imageFacts(root, image);
      for (const p of c.ports ?? []) if (p.containerPort !== port) problems.push(`${owner.kind}/${owner.metadata.name}: port ${p.containerPort}, the image exposes ${port}`);
      const service = SERVICE_IMAGES.find((name) => name === image);
      if (c.command && service) problems.push(...builtCommandProblems(`${owner.kind}/${owner.metadata.name}`, service, c.command, owner.kind === 'Job' ? 'migrate.js' : 'main.js'));
    }
  }
  return problems;
}

/** Everything checked without Docker or a cluster: the manifests (rendered), the Dockerfiles, and how they fit. */
export function releaseProblems(root: string): string[] {
  const secrets = exampleSecrets(root);
  const problems = [...secrets.flatMap(schemaProblems), ...secrets.filter((s) => !JSON.stringify(s.stringData).includes('PLACEHOLDER')).map((s) => `Secret/${s.metadata.name}: example values must be marked PLACEHOLDER`)];
  for (const dir of KUSTOMIZATIONS) {
    const objects = renderKustomization(path.join(root, K8S_DIR, dir));
    problems.push(...[...objects.flatMap(schemaProblems), ...policyProblems(objects, secrets), ...imageUseProblems(root, objects)].map((p) => `${dir}: ${p}`));
  }
  problems.push(...SERVICE_IMAGES.flatMap((image) => serviceImageProblems(root, image)), ...bundleCopyProblems(root));
  return problems;
}
