import { podSpecs, type Container, type K8sObject } from './kustomize';

type Model = new (data: unknown) => { validate(): void };

/** The official Kubernetes OpenAPI schema of a kind, compiled by kubernetes-models; null for an unknown kind. */
function modelOf(apiVersion: string, kind: string): Model | null {
  const modulePath = `kubernetes-models/${apiVersion}/${kind}`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is chosen by the object's apiVersion and kind
    return (require(modulePath) as Record<string, Model>)[kind] ?? null;
  } catch {
    return null;
  }
}

/** Schema problems of one object: an unknown kind, wrong types, missing required fields, bad enums. */
export function schemaProblems(object: K8sObject): string[] {
  const where = `${object.kind}/${object.metadata?.name ?? '?'}`;
  const Model = modelOf(object.apiVersion, object.kind);
  if (!Model) return [`${where}: ${object.apiVersion} ${object.kind} is not a Kubernetes kind`];
  try {
    new Model(object).validate();
    return [];
  } catch (err) {
    return [`${where}: ${(err as Error).message}`];
  }
}

const label = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
const podLabels = (o: K8sObject) => (o.spec as { template?: { metadata?: { labels?: Record<string, string> } } }).template?.metadata?.labels ?? {};
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

function containerProblems(where: string, c: Container, { probes }: { probes: boolean }): string[] {
  const problems: string[] = [];
  if (!c.resources?.requests?.cpu || !c.resources.requests.memory) problems.push(`${where}: container ${c.name} has no cpu and memory requests`);
  if (!c.resources?.limits?.memory) problems.push(`${where}: container ${c.name} has no memory limit`);
  if (c.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${where}: container ${c.name} has a writable root filesystem`);
  if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${where}: container ${c.name} allows privilege escalation`);
  if (!c.securityContext?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: container ${c.name} keeps its capabilities`);
  if (probes && c.readinessProbe?.httpGet?.path !== '/readyz') problems.push(`${where}: container ${c.name} is not ready on /readyz`);
  if (probes && c.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${where}: container ${c.name} is not live on /healthz`);
  return problems;
}

/** What the deployment promises beyond the schemas (issue 17 item 4), and that references resolve. */
export function policyProblems(objects: K8sObject[], secrets: K8sObject[]): string[] {
  const problems: string[] = [];
  const of = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployments = of('Deployment');
  const configMaps = new Set(of('ConfigMap').map((o) => o.metadata.name));
  const secretKeys = new Map(secrets.map((s) => [s.metadata.name, new Set(Object.keys((s.stringData ?? s.data ?? {}) as object))]));
  for (const { owner, spec } of podSpecs(objects)) {
    const where = label(owner);
    const isJob = owner.kind === 'Job';
    if (spec.securityContext?.runAsNonRoot !== true || !spec.securityContext.runAsUser) problems.push(`${where}: pods must run as a numeric non-root user`);
    for (const c of spec.containers) {
      problems.push(...containerProblems(where, c, { probes: !isJob }));
      for (const ref of c.envFrom ?? []) if (ref.configMapRef && !configMaps.has(ref.configMapRef.name)) problems.push(`${where}: ConfigMap ${ref.configMapRef.name} is not defined`);
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (ref && !secretKeys.get(ref.name)?.has(ref.key)) problems.push(`${where}: ${e.name} reads ${ref.name}/${ref.key}, which secrets.example.yaml does not show`);
      }
    }
  }
  for (const d of deployments) {
    if (((d.spec as { replicas?: number }).replicas ?? 1) < 2) problems.push(`${label(d)}: fewer than 2 replicas`);
    const hpa = of('HorizontalPodAutoscaler').find((h) => (h.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === d.metadata.name);
    if (!hpa || (hpa.spec as { minReplicas?: number }).minReplicas! < 2) problems.push(`${label(d)}: no HorizontalPodAutoscaler keeping 2 replicas or more`);
    const pdb = of('PodDisruptionBudget').find((p) => matches((p.spec as { selector?: { matchLabels?: Record<string, string> } }).selector?.matchLabels, podLabels(d)));
    if (!pdb || (pdb.spec as { minAvailable?: number }).minAvailable !== 1) problems.push(`${label(d)}: no PodDisruptionBudget with minAvailable 1`);
    if (!of('Service').some((s) => matches((s.spec as { selector?: Record<string, string> }).selector, podLabels(d)))) problems.push(`${label(d)}: no Service selects its pods`);
  }
  for (const s of of('Service')) {
    const selector = (s.spec as { selector?: Record<string, string> }).selector;
    if (!deployments.some((d) => matches(selector, podLabels(d)))) problems.push(`${label(s)}: selects no Deployment's pods`);
  }
  for (const ingress of of('Ingress')) {
    const rules = (ingress.spec as { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string; port: { name?: string } } } }> } }> }).rules;
    for (const { backend } of rules.flatMap((r) => r.http.paths)) {
      const service = of('Service').find((s) => s.metadata.name === backend.service.name);
      const ports = (service?.spec as { ports?: Array<{ name?: string }> } | undefined)?.ports ?? [];
      if (!ports.some((p) => p.name === backend.service.port.name)) problems.push(`${label(ingress)}: backend ${backend.service.name}:${backend.service.port.name} does not exist`);
    }
  }
  return problems;
}
