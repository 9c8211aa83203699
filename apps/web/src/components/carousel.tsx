import { type PointerEvent, useRef, useState } from 'react';
import './carousel.css';

export interface CarouselProps {
  /** Image addresses, shown one at a time. */
  images: readonly string[];
  /** Alternative text of each image (the same for all when one is given). */
  alt: string;
  /** Accessible name of the dot of image n ("Image {n} of {total}"), already translated. */
  dotLabel: (n: number, total: number) => string;
}

/** A swipe of at least this many pixels changes the image. */
const SWIPE_PX = 40;

/** Images one at a time: swipe left or right, or press a dot. */
export function Carousel({ images, alt, dotLabel }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const go = (next: number) => setIndex(Math.max(0, Math.min(images.length - 1, next)));
  const onDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (moved <= -SWIPE_PX) go(index + 1);
    else if (moved >= SWIPE_PX) go(index - 1);
  };
  return (
    <div className="carousel" data-testid="carousel" data-index={index}>
      <div
        className="carousel__viewport"
        onPointerDown={onDown}
        onPointerUp={onUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((src, i) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice
              key={`${i}-${src}`}
              className="carousel__image"
              src={src}
              alt={i === index ? alt : ''}
              aria-hidden={i === index ? undefined : true}
              draggable={false}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
      </div>
      <div className="carousel__dots">
        {images.map((src, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per image position
            key={`${i}-${src}`}
            type="button"
            className="carousel__dot"
            aria-label={dotLabel(i + 1, images.length)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
            data-testid={`carousel-dot-${i + 1}`}
          />
        ))}
      </div>
    </div>
  );
}
