import { BLOCK_COLOR_NAMES, BLOCK_COLOR_STOPS, blockColorName, blockColorOf } from '@blockbeat/contracts';

const label = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The eight block colours as a native radio group: arrow keys move between them. */
export function ColorPicker({ name, value, legend, onChange }: { name: string; value: string; legend: string; onChange: (blockColor: string) => void }) {
  const current = blockColorName(value);
  return (
    <fieldset className="color-picker">
      <legend>{legend}</legend>
      {BLOCK_COLOR_NAMES.map((color) => {
        const [from, to] = BLOCK_COLOR_STOPS[color];
        return (
          <label key={color} className="color-swatch" style={{ background: `linear-gradient(to bottom right, ${from}, ${to})` }} title={label(color)}>
            <input type="radio" name={name} value={color} checked={current === color} aria-label={label(color)} onChange={() => onChange(blockColorOf(color))} />
          </label>
        );
      })}
    </fieldset>
  );
}
