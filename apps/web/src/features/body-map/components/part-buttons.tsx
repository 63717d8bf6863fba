import type { CSSProperties, Ref } from 'react';
import type { BodyRegion } from '../../../domain/figure/regions.ts';

export interface PartOption {
  region: BodyRegion;
  label: string;
  /** Marked as the choice already made (a toggle); left out in a question still open. */
  pressed?: boolean;
}

interface PartButtonsProps {
  title: string;
  options: readonly PartOption[];
  onSelect(region: BodyRegion): void;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/**
 * "Which part?": a titled group of buttons, one a place, each a full 44 px tap. Below the figure
 * after a place with parts is chosen (the head's face, ears and eyes), and at the finger after a
 * tap close to a place too small to tap (decision 125).
 */
export function PartButtons({ title, options, onSelect, className, style, ref }: PartButtonsProps) {
  return (
    <div className={`part-choice ${className ?? ''}`} role="group" aria-label={title} ref={ref} style={style}>
      <p className="part-choice-title">{title}</p>
      {options.map(({ region, label, pressed }) => (
        <button
          key={region.id}
          type="button"
          className="button button-secondary"
          data-part={region.id}
          data-side={region.side}
          aria-pressed={pressed}
          onClick={() => onSelect(region)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
