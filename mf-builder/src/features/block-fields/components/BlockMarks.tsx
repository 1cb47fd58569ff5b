import type { BlockDraft } from '../../../shared/model/block';

/**
 * What a block card says at a glance about its structure: its demo (the image itself, or a video
 * glyph for a link) and "each side".
 */
export function BlockMarks({ block, name }: { block: Pick<BlockDraft, 'demo' | 'eachSide' | 'sideSwitchSec'>; name: string }) {
  const { demo } = block;
  if (!demo && !block.eachSide) return null;
  return (
    <div className="block-marks">
      {block.eachSide && (
        <span className="block-mark" title={`Left, then right, ${block.sideSwitchSec} s to switch`}>
          Each side
        </span>
      )}
      {demo?.type === 'image' && <img className="demo-thumb" src={demo.url} alt={`Demo of ${name}`} loading="lazy" />}
      {demo?.type === 'video' && (
        <span className="block-mark demo-video" role="img" aria-label={`Demo video of ${name}`} title={demo.url}>
          ▶ Video
        </span>
      )}
    </div>
  );
}
