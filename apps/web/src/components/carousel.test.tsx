import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Carousel } from './carousel.tsx';

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries clientX the same way
  if (!('PointerEvent' in window)) {
    Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
  }
});

const images = ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg'];

describe('Carousel', () => {
  it('shows one dot per image and moves with the dots', () => {
    render(<Carousel images={images} alt="Phone" dotLabel={(n, t) => `Image ${n} of ${t}`} />);
    const carousel = screen.getByTestId('carousel');
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(carousel.dataset.index).toBe('0');
    fireEvent.click(screen.getByLabelText('Image 3 of 5'));
    expect(carousel.dataset.index).toBe('2');
    expect(screen.getByLabelText('Image 3 of 5').getAttribute('aria-current')).toBe('true');
    expect(screen.getByAltText('Phone').getAttribute('src')).toBe('/3.svg');
  });

  it('moves one image per swipe and stops at the ends', () => {
    render(<Carousel images={images} alt="Phone" dotLabel={(n) => `${n}`} />);
    const carousel = screen.getByTestId('carousel');
    const viewport = carousel.firstElementChild as Element;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from });
      fireEvent.pointerUp(viewport, { clientX: to });
    };
    swipe(200, 100);
    expect(carousel.dataset.index).toBe('1');
    swipe(200, 190); // too short
    expect(carousel.dataset.index).toBe('1');
    swipe(100, 200);
    swipe(100, 200);
    expect(carousel.dataset.index).toBe('0');
  });
});
