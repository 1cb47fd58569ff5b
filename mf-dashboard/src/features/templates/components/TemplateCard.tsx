import type { ExerciseTemplate } from '@blockbeat/contracts';
import { Card, Tag } from '@blockbeat/ui';
import { blockGradient } from './blockColors';

export function TemplateCard({ template }: { template: ExerciseTemplate }) {
  return (
    <Card>
      <div className="template-swatch" style={{ background: blockGradient(template.blockColor) }} aria-hidden="true" />
      <h3 className="card-title">{template.name}</h3>
      <div className="card-meta">
        <span>{template.duration}s</span>
        <span>{template.restTime}s rest</span>
        {template.musicUrl && <Tag>{template.musicType}</Tag>}
      </div>
      {template.notes && <p className="clamp-2">{template.notes}</p>}
    </Card>
  );
}
