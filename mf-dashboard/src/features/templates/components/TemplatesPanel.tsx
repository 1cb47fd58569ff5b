import type { ExerciseTemplate } from '@blockbeat/contracts';
import { CardSkeletons } from '../../../shared/components/CardSkeletons';
import { EmptyState } from '../../../shared/components/EmptyState';
import { LoadError } from '../../../shared/components/LoadError';
import { TemplateCard } from './TemplateCard';

export interface TemplatesPanelProps {
  templates: ExerciseTemplate[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function TemplatesPanel({ templates, isLoading, isError, onRetry }: TemplatesPanelProps) {
  if (isLoading) return <CardSkeletons label="Loading exercise templates" />;
  if (isError) return <LoadError what="your exercise templates" onRetry={onRetry} />;
  if (templates.length === 0) {
    return <EmptyState title="No exercise templates yet" description="Create reusable exercise templates to speed up workout building." />;
  }
  return (
    <ul className="card-grid" aria-label="Exercise templates">
      {templates.map((t) => (
        <li key={t.id}>
          <TemplateCard template={t} />
        </li>
      ))}
    </ul>
  );
}
