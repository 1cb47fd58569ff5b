/** The block list as a drop target (templates dropped past the last block land at the end). */
export const BLOCK_LIST_DROP_ID = 'block-list';

/** Draggable ids of the library's templates: `template:<id>`, apart from the blocks' keys. */
export const TEMPLATE_DRAG_PREFIX = 'template:';

/** Where a template being dragged over a block would land. */
export interface DropHint {
  key: string;
  position: 'before' | 'after';
}
