import { workoutItems, type Exercise } from '@blockbeat/contracts';
import { buildTimeline } from '@blockbeat/timer-engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { BlockStrip } from '../src/shared/player/components/BlockStrip';

// jsdom lays nothing out: the strip's sizes are given here as a phone would have them, 300 px of
// strip showing 1,000 px of blocks, each block 120 px wide with 8 px between.
const STRIP_PX = 300;
const CONTENT_PX = 1000;
const BLOCK_PX = 120;
const STEP_PX = 128;

const exercises: Exercise[] = ['Jumping jacks', 'Squats', 'Mountain climbers', 'Plank', 'Lunges', 'Burpees', 'High knees', 'Cool down'].map((name) => ({
  name,
  duration: 30,
  restTime: 10,
}));
const plan = buildTimeline(workoutItems(exercises, null), { leadInSeconds: 0 });

const box = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 60, height: 60, x: left, y: 0, toJSON: () => ({}) }) as DOMRect;

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'OL' ? CONTENT_PX : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'OL' ? STRIP_PX : 0;
  });
  // Each block where it sits in the strip, moved by how far the strip is scrolled.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'OL') return box(0, STRIP_PX);
    const list = this.closest('ol')!;
    const index = [...list.querySelectorAll('button')].indexOf(this as HTMLButtonElement);
    return box(index * STEP_PX - list.scrollLeft, BLOCK_PX);
  });
});

afterAll(() => jest.restoreAllMocks());

const strip = () => screen.getByRole('navigation', { name: 'Blocks' });
const list = () => strip().querySelector('ol')!;

describe('block strip', () => {
  test('when the blocks are wider than the strip, then it fades at the edge that hides blocks, and at both once scrolled into the middle', () => {
    render(<BlockStrip plan={plan} current={null} ready onJump={() => undefined} />);
    expect(strip()).toHaveClass('has-more-after');
    expect(strip()).not.toHaveClass('has-more-before');

    list().scrollLeft = 200;
    fireEvent.scroll(list());
    expect(strip()).toHaveClass('has-more-before', 'has-more-after');

    list().scrollLeft = CONTENT_PX - STRIP_PX;
    fireEvent.scroll(list());
    expect(strip()).toHaveClass('has-more-before');
    expect(strip()).not.toHaveClass('has-more-after');
  });

  test('when the current block changes, then the strip scrolls it to its middle, and the page is not scrolled', () => {
    // jsdom has none: one is put there to tell that nothing asked the page to scroll.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { rerender } = render(<BlockStrip plan={plan} current={0} ready onJump={() => undefined} />);
    // The first block is left of the middle already as far as the strip can go.
    expect(list().scrollLeft).toBe(0);

    rerender(<BlockStrip plan={plan} current={5} ready onJump={() => undefined} />);
    expect(screen.getByRole('button', { name: /^Jump to Burpees/ })).toHaveAttribute('aria-current', 'step');
    // Block 5 starts at 640 px; its middle (700 px) is put at the strip's middle (150 px).
    expect(list().scrollLeft).toBe(5 * STEP_PX + BLOCK_PX / 2 - STRIP_PX / 2);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
