import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const days = Array.from({ length: 7 }, (_, index) => `Day ${index + 1}`);

/**
 * happy-dom does no layout: give the scroll area a 300 px view of seven 96 px items 8 px apart,
 * scrolled to `scrollLeft`, so the carousel can measure what is in view.
 */
function layOut(scroll: { left: number }) {
  const viewport = 300;
  const rect = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(viewport);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(7 * 96 + 6 * 8);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scroll.left);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const slides = this.parentElement ? Array.from(this.parentElement.children) : [];
    const index = this.getAttribute('aria-roledescription') === 'slide' ? slides.indexOf(this) : -1;
    return index === -1 ? rect(0, viewport) : rect(index * 104 - scroll.left, 96);
  });
}

beforeEach(() => {
  // happy-dom has no scrolling; record the calls instead.
  HTMLElement.prototype.scrollBy = vi.fn();
  HTMLElement.prototype.scrollTo = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('given a Carousel of seven items', () => {
  it('is a labelled region described as a carousel, with each item a slide named "Item n of 7"', () => {
    render(
      <Carousel aria-label="Days" itemWidth={96}>
        {days.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Days' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      days.map((_, index) => `Item ${index + 1} of 7`),
    );
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('at the start, disables Previous but not Next', () => {
    layOut({ left: 0 });
    render(
      <Carousel aria-label="Days" itemWidth={96}>
        {days}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('after Next, scrolls by 70% of the visible width; Previous does nothing at the start', async () => {
    layOut({ left: 0 });
    render(
      <Carousel aria-label="Days" itemWidth={96}>
        {days}
      </Carousel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(HTMLElement.prototype.scrollBy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(HTMLElement.prototype.scrollBy).toHaveBeenCalledWith({ left: 210 });
  });

  it('after a scroll settles, announces the items in view politely and enables Previous', async () => {
    const scroll = { left: 0 };
    layOut(scroll);
    const { container } = render(
      <Carousel aria-label="Days" itemWidth={96}>
        {days}
      </Carousel>,
    );
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    scroll.left = 208;
    fireEvent.scroll(screen.getAllByRole('group')[0]?.parentElement as HTMLElement);
    await waitFor(() => expect(live?.textContent).toBe('Items 3 to 5 of 7'));
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('after ArrowRight, ArrowLeft, End and Home in the items, scrolls one item or to an end', async () => {
    layOut({ left: 0 });
    render(
      <Carousel aria-label="Days" itemWidth={96}>
        {days}
      </Carousel>,
    );
    const viewport = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(viewport);
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}{End}{Home}');
    expect(vi.mocked(HTMLElement.prototype.scrollTo).mock.calls).toEqual([
      [{ left: 96 }],
      [{ left: -96 }],
      [{ left: 720 }],
      [{ left: 0 }],
    ]);
  });
});

describe('given items that hold their own buttons', () => {
  it('keeps the scroll area itself out of the tab order', () => {
    render(
      <Carousel aria-label="Days" itemWidth={96}>
        {days.map((day) => (
          <button key={day} type="button">
            {day}
          </button>
        ))}
      </Carousel>,
    );
    const viewport = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    expect(viewport.hasAttribute('tabindex')).toBe(false);
  });
});

describe('given other words', () => {
  it('names the buttons and slides from the messages prop', () => {
    render(
      <Carousel
        aria-label="Jours"
        itemWidth={96}
        messages={{ previous: 'Précédent', next: 'Suivant', carouselPosition: '{current} sur {total}' }}
      >
        {days}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 sur 7' })).toBeTruthy();
  });
});

describe('given more than 15 items', () => {
  it('warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Carousel aria-label="Many" itemWidth={96}>
        {Array.from({ length: 16 }, (_, index) => `Item ${index}`)}
      </Carousel>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Carousel: 16 items'));
  });
});
