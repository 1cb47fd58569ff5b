#!/usr/bin/env bash
# A release, in the only safe order (docs/deploy.md, "First deploy" and "Upgrade"):
#   1. the Namespace and the ConfigMap;
#   2. the migration Jobs with the new images, and wait until every one has completed;
#   3. everything else: Deployments roll out one pod at a time (maxUnavailable 0, PDBs).
# Usage: deploy/k8s/rollout.sh deploy/k8s/overlays/<environment> [timeout, default 10m]
set -euo pipefail
overlay=${1:?usage: rollout.sh <overlay folder> [timeout]}
timeout=${2:-10m}
ns=blockbeat
migration='app.kubernetes.io/component=migration'

kubectl apply -k "$overlay" -l app.kubernetes.io/component=config
# A Job's pod template is immutable: the previous release's Jobs go first.
kubectl delete job -n "$ns" -l "$migration" --ignore-not-found --wait=true
kubectl apply -k "$overlay" -l "$migration"
if ! kubectl wait job -n "$ns" -l "$migration" --for=condition=complete --timeout="$timeout"; then
  echo "A migration did not complete; nothing was rolled out. Its log:" >&2
  kubectl logs -n "$ns" -l "$migration" --tail=50 >&2 || true
  exit 1
fi
kubectl apply -k "$overlay" -l "app.kubernetes.io/component!=migration"
for deployment in gateway content billing support coaching static-bundles; do
  kubectl rollout status -n "$ns" "deployment/$deployment" --timeout="$timeout"
done
