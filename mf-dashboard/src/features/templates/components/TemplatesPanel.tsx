import type { ExerciseTemplate } from '@blockbeat/contracts';
import { CardGrid } from '../../../shared/components/CardGrid';
import { CardSkeletons } from '../../../shared/components/CardSkeletons';
import { EmptyState } from '../../../shared/components/EmptyState';
import { LoadError } from '../../../shared/components/LoadError';
import { TemplateCard } from './TemplateCard';

export interface TemplatesPanelProps {
  /** Every template the user has (decides between "none yet" and "none match"). */
  total: number;
  /** The templates to show, searched and sorted. */
  templates: readonly ExerciseTemplate[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onEdit: (template: ExerciseTemplate) => void;
}

export function TemplatesPanel({ total, templates, isLoading, isError, onRetry, onEdit }: TemplatesPanelProps) {
  if (isLoading) return <CardSkeletons label="Loading exercise templates" />;
  if (isError) return <LoadError what="your exercise templates" onRetry={onRetry} />;
  if (total === 0) {
    return <EmptyState title="No exercise templates yet" description="Create reusable exercise templates to speed up workout building." />;
  }
  if (templates.length === 0) return <EmptyState title="No templates match your search" />;
  return (
    <CardGrid
      items={templates}
      label="Exercise templates"
      getKey={(t) => t.id}
      renderItem={(t) => <TemplateCard template={t} onEdit={onEdit} />}
    />
  );
}
