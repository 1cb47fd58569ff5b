import { Button } from '@blockbeat/ui';
import { groupingProblem } from '../../../shared/model/groups';
import { selectionCleared, selectionGrouped } from '../../../shared/state/builderSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/state/store';

/**
 * With blocks selected: "Make rounds" (the selection becomes one round group, 3 rounds to start,
 * edited once for every round), or clear the selection. Why it cannot, when it cannot, is said.
 */
export function SelectionBar() {
  const dispatch = useAppDispatch();
  const { selected, blocks, groups } = useAppSelector((s) => s.builder);
  const count = selected.length;
  if (count === 0) return null;
  const indices = selected.map((key) => blocks.findIndex((b) => b.key === key)).filter((i) => i >= 0);
  const problem = groupingProblem(groups, indices);
  return (
    <div className="selection-bar" role="region" aria-label="Selected blocks">
      <span>
        {count} {count === 1 ? 'block' : 'blocks'} selected
      </span>
      <Button type="primary" disabled={problem !== null} aria-describedby={problem ? 'make-rounds-problem' : undefined} onClick={() => dispatch(selectionGrouped())}>
        Make rounds
      </Button>
      <Button onClick={() => dispatch(selectionCleared())}>Clear selection</Button>
      {problem && (
        <p id="make-rounds-problem" className="muted-text selection-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
