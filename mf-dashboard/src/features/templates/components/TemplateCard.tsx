import { blockColorStyle, blockGradient, formatBpm, usableBpm, type ExerciseTemplate } from '@blockbeat/contracts';
import { useBeatGrid } from '@blockbeat/shell-sdk';
import { MusicPreviewButton } from '@blockbeat/ui/plain';
import { memo, useCallback } from 'react';
import { MenuButton } from '../../../shared/components/MenuButton';
import { useDoubleClick } from '../hooks/useDoubleClick';
import { musicTypeLabel } from '../model/templateForm';

const TEMPLATE_MENU = [{ key: 'edit', label: 'Edit Template' }] as const;

export interface TemplateCardProps {
  template: ExerciseTemplate;
  onEdit: (template: ExerciseTemplate) => void;
}

/**
 * docs/product.md#dashboard template card, drawn in its block colour, with its demo's thumbnail (a
 * video link only says so: its frames are not ours to fetch); a double-click (not on a control) edits it.
 */
export const TemplateCard = memo(function TemplateCard({ template, onEdit }: TemplateCardProps) {
  const edit = useCallback(() => onEdit(template), [onEdit, template]);
  const onClick = useDoubleClick(edit);
  const colours = blockColorStyle(template.blockColor);
  const titleId = `template-${template.id}-title`;
  // A sure tempo only (issue 27): the card has no room for why there is none.
  const bpm = usableBpm(useBeatGrid(template.musicUrl));
  return (
    <article
      className="dash-card template-card"
      style={{ background: blockGradient(template.blockColor), color: colours.text }}
      aria-labelledby={titleId}
      onClick={onClick}
    >
      <div className="template-card-head">
        <h2 id={titleId} className="card-title">
          {template.name}
        </h2>
        <MenuButton label={`More actions for ${template.name}`} items={TEMPLATE_MENU} onSelect={edit} />
      </div>
      <p className="template-hint">Double click to edit</p>
      {template.demo?.type === 'image' && <img className="demo-thumb template-demo" src={template.demo.url} alt={`Demo of ${template.name}`} loading="lazy" />}
      {template.demo?.type === 'video' && <p className="template-demo-video">Video demo</p>}
      <dl className="template-facts">
        <div>
          <dt>Duration</dt>
          <dd>{template.duration}s</dd>
        </div>
        <div>
          <dt>Rest</dt>
          <dd>{template.restTime}s</dd>
        </div>
      </dl>
      {template.notes && <p className="clamp-2 template-notes">{template.notes}</p>}
      <div className="template-music">
        <span>
          {template.musicUrl ? musicTypeLabel(template.musicType) : 'No music'}
          {bpm !== null && ` · ${formatBpm(bpm)}`}
        </span>
        <MusicPreviewButton
          className="card-btn card-btn-small"
          id={template.id}
          title={template.name}
          musicType={template.musicType}
          musicUrl={template.musicUrl ?? ''}
          playLabel={`Play preview of ${template.name}`}
          stopLabel={`Stop preview of ${template.name}`}
          playText="Preview"
          stopText="Stop"
        />
      </div>
    </article>
  );
});
