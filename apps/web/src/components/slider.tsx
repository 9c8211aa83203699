import { useId } from 'react';
import './slider.css';

export interface SliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** How a value is shown (the current value and both ends). */
  format: (value: number) => string;
  testId?: string;
}

/** A labelled range input with the current value above and the bounds below. */
export function Slider({ label, min, max, step, value, onChange, format, testId }: SliderProps) {
  const id = useId();
  const span = max - min;
  const percent = span > 0 ? ((value - min) / span) * 100 : 0;
  return (
    <div className="slider">
      <label className="slider__label" htmlFor={id}>
        {label}
      </label>
      <output className="slider__value" htmlFor={id} data-testid={testId ? `${testId}-value` : undefined}>
        {format(value)}
      </output>
      <input
        id={id}
        className="slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={span <= 0}
        aria-valuetext={format(value)}
        style={{ '--slider-fill': `${percent}%` } as React.CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid={testId}
      />
      <div className="slider__bounds" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
