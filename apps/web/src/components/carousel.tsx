import { useState } from 'react';
import { useSwipe } from './use-swipe.ts';
import './carousel.css';

export interface CarouselProps {
  /** Image addresses, shown one at a time. */
  images: readonly string[];
  /** Alternative text of each image (the same for all when one is given). */
  alt: string;
  /** Accessible name of the dot of image n ("Image {n} of {total}"), already translated. */
  dotLabel: (n: number, total: number) => string;
}

/** Images one at a time: swipe left or right, or press a dot. */
export function Carousel({ images, alt, dotLabel }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex(Math.max(0, Math.min(images.length - 1, next)));
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );
  return (
    <div className="carousel" data-testid="carousel" data-index={index}>
      <div className="carousel__viewport" {...swipe}>
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
