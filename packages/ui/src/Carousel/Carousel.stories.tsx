import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../stories/settled';
import { Carousel } from './Carousel';
import { dayButton, heading, secondary, tile } from './Carousel.stories.css';

const meta = {
  title: 'Navigation/Carousel',
  component: Carousel,
  args: { 'aria-label': 'Examples', itemWidth: 96, children: null },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const days = [
  { label: 'Today', price: '$$' },
  { label: 'Tue 6/3', price: '$' },
  { label: 'Wed 6/4', price: '$' },
  { label: 'Thu 6/5', price: null },
  { label: 'Fri 6/6', price: '$$$' },
  { label: 'Sat 6/7', price: '$$$' },
  { label: 'Sun 6/8', price: '$$' },
];

const canvasParts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region');
  return {
    canvas,
    region,
    previous: canvas.getByRole('button', { name: 'Previous' }),
    next: canvas.getByRole('button', { name: 'Next' }),
    live: region.querySelector('[aria-live="polite"]') as HTMLElement,
    viewport: canvas.getAllByRole('group')[0]?.parentElement as HTMLElement,
  };
};

/** Seven day choices, 96 px each: everything fits on a wide screen, and scrolls on a phone. */
export const DayPicker: Story = {
  tags: ['banner-specific'],
  args: { 'aria-label': undefined, 'aria-labelledby': 'day-heading' },
  render: function DayPicker(args) {
    const [chosen, setChosen] = useState(0);
    return (
      <>
        <h2 id="day-heading" className={heading}>
          Choose a day
        </h2>
        <Carousel {...args}>
          {days.map((day, index) => (
            <button
              key={day.label}
              type="button"
              className={dayButton}
              aria-pressed={index === chosen}
              disabled={day.price === null}
              onClick={() => setChosen(index)}
            >
              <span>{day.label}</span>
              <span className={secondary}>{day.price ?? 'Unavailable'}</span>
            </button>
          ))}
        </Carousel>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, region, previous, next, viewport } = canvasParts(canvasElement);
    await expect(region).toHaveAccessibleName('Choose a day');
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(
      days.map((_, index) => `Item ${index + 1} of 7`),
    );
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // The items take focus themselves, so the scroll area is not a tab stop of its own.
    await waitFor(() => expect(viewport).not.toHaveAttribute('tabindex'));

    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    const today = canvas.getByRole('button', { name: 'Today $$' });
    await expect(today).toHaveFocus();
    await userEvent.tab();
    const tuesday = canvas.getByRole('button', { name: 'Tue 6/3 $' });
    await expect(tuesday).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab({ shift: true });
    await expect(today).toHaveFocus();

    // Arrow keys scroll the items while focus is among them; End reaches the last one.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'), { timeout: 3000 });
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'), { timeout: 3000 });
    await settled(canvasElement);
  },
};

const tiles = Array.from({ length: 12 }, (_, index) => `Example ${index + 1}`);

/** Twelve 120 px items overflow every screen, so Previous and Next both come into play. */
export const Scrolling: Story = {
  args: { 'aria-label': 'Examples', itemWidth: 120 },
  render: (args) => (
    <Carousel {...args}>
      {tiles.map((text) => (
        <div key={text} className={tile}>
          {text}
        </div>
      ))}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const { previous, next, live, viewport } = canvasParts(canvasElement);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await expect(live).toHaveTextContent('');

    // Previous is disabled but stays focusable, so a keyboard user never loses their place.
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(viewport.scrollLeft).toBe(0);

    // Nothing inside can take focus, so the scroll area does; arrows scroll it item by item.
    await userEvent.tab();
    await expect(viewport).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live).toHaveTextContent(/^Items 2 to \d+ of 12$/), { timeout: 3000 });
    await expect(previous).toHaveAttribute('aria-disabled', 'false');

    await userEvent.tab();
    await expect(next).toHaveFocus();
    const before = viewport.scrollLeft;
    const expected = Math.min(viewport.clientWidth * 0.7, viewport.scrollWidth - viewport.clientWidth - before);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(live).not.toHaveTextContent(/^Items 2 to/), { timeout: 3000 });
    await settled(canvasElement);
    // 70% of the visible width (or what is left), give or take the snap to an item's edge.
    await expect(Math.abs(viewport.scrollLeft - before - expected)).toBeLessThan(128);
    await expect(live).toHaveTextContent(/^Items \d+ to \d+ of 12$/);

    await userEvent.tab({ shift: true });
    await expect(viewport).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(live).toHaveTextContent(/to 12 of 12$/), { timeout: 3000 });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(live).toHaveTextContent(/^Items 1 to \d+ of 12$/), { timeout: 3000 });
    await settled(canvasElement);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Everything fits: both buttons are disabled and nothing is announced. */
export const AllInView: Story = {
  args: { 'aria-label': 'Examples', itemWidth: 96 },
  render: (args) => (
    <Carousel {...args}>
      <div className={tile}>First</div>
      <div className={tile}>Second</div>
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const { previous, next, live } = canvasParts(canvasElement);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(live).toHaveTextContent('');
  },
};
