import { blockGradient, formatBpm, usableBpm, type ExerciseTemplate } from '@blockbeat/contracts';
import { useBeatGrid, useExerciseTemplates } from '@blockbeat/shell-sdk';
import { Field, Input, Skeleton } from '@blockbeat/ui';
import { useDraggable } from '@dnd-kit/core';
import { useDeferredValue, useState, type MouseEventHandler, type TouchEventHandler } from 'react';
import { TEMPLATE_DRAG_PREFIX } from '../../../shared/model/dragAndDrop';

export function matchesTemplate(template: Pick<ExerciseTemplate, 'name' | 'notes'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || template.name.toLowerCase().includes(q) || (template.notes ?? '').toLowerCase().includes(q);
}

export function TemplateSummary({ template }: { template: ExerciseTemplate }) {
  // A sure tempo only: a card has no room for why there is none (the block says it once added).
  const bpm = usableBpm(useBeatGrid(template.musicUrl));
  return (
    <>
      <span className="template-swatch" style={{ background: blockGradient(template.blockColor) }} aria-hidden="true" />
      <span className="template-text">
        <span className="template-name">{template.name}</span>{' '}
        <span className="muted-text">
          {template.duration}s · {template.restTime}s rest{template.musicUrl ? ` · ♫ ${template.musicType}` : ''}
          {bpm !== null && ` · ${formatBpm(bpm)}`}
        </span>
      </span>
    </>
  );
}

function TemplateItem({ template, onAdd }: { template: ExerciseTemplate; onAdd: (t: ExerciseTemplate) => void }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${TEMPLATE_DRAG_PREFIX}${template.id}`, data: { template } });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={`template-item${isDragging ? ' is-dragging' : ''}`}
        // Mouse and touch drag it in; a click (or Enter/Space) adds it at the end. Keyboard
        // dragging is left to the block list, where it reorders.
        onMouseDown={listeners?.onMouseDown as MouseEventHandler | undefined}
        onTouchStart={listeners?.onTouchStart as TouchEventHandler | undefined}
        onClick={() => onAdd(template)}
        title="Click to add, or drag into the block list"
      >
        {/* Named by what it shows ("Add Plank 45s · 15s rest"): speech input users say what they see. */}
        <span className="visually-hidden">Add </span>
        <TemplateSummary template={template} />
      </button>
    </li>
  );
}

/** The side panel: the user's exercise templates, searchable; click or drag one to add it. */
export function TemplateLibrary({ onAdd }: { onAdd: (t: ExerciseTemplate) => void }) {
  const { templates, isPending, isError } = useExerciseTemplates();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = templates.filter((t) => matchesTemplate(t, deferredQuery));

  return (
    <section className="template-library" aria-labelledby="template-library-title">
      <h2 id="template-library-title">Template library</h2>
      <Field id="template-search" label="Search templates" labelHidden>
        {(control) => <Input {...control} type="search" placeholder="Search templates..." value={query} onChange={(e) => setQuery(e.target.value)} allowClear />}
      </Field>
      {isPending && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {isError && <p className="ui-field-error">Templates could not be loaded.</p>}
      {!isPending && !isError && templates.length === 0 && <p className="muted-text">No exercise templates yet. Save a block as a template to reuse it.</p>}
      {templates.length > 0 && shown.length === 0 && <p className="muted-text">No templates match your search</p>}
      <ul className="template-list" aria-label="Templates">
        {shown.map((t) => (
          <TemplateItem key={t.id} template={t} onAdd={onAdd} />
        ))}
      </ul>
    </section>
  );
}
