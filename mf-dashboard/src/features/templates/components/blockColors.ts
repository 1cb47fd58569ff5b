// Templates store Tailwind-style gradient class names (PRODUCT.md §3); this app has no Tailwind,
// so each of the eight is drawn from its two colours.
const GRADIENTS: Record<string, [string, string]> = {
  purple: ['#a855f7', '#9333ea'],
  blue: ['#3b82f6', '#2563eb'],
  green: ['#22c55e', '#16a34a'],
  red: ['#ef4444', '#dc2626'],
  yellow: ['#eab308', '#ca8a04'],
  pink: ['#ec4899', '#db2777'],
  indigo: ['#6366f1', '#4f46e5'],
  orange: ['#f97316', '#ea580c'],
};

export function blockGradient(blockColor: string): string {
  const name = /from-(\w+)-500/.exec(blockColor)?.[1] ?? 'purple';
  const [from, to] = GRADIENTS[name] ?? GRADIENTS.purple!;
  return `linear-gradient(to bottom right, ${from}, ${to})`;
}
