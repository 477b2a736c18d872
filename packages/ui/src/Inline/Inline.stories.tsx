import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholder } from '../stories/storyLayout.css';
import { Inline } from './Inline';

const items = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: '2' },
  render: (args) => (
    <Inline {...args} data-testid="inline">
      {items.map((item) => (
        <div key={item} className={placeholder}>
          {item}
        </div>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = Array.from(within(canvasElement).getByTestId('inline').children) as HTMLElement[];
    await expect((second?.getBoundingClientRect().left ?? 0) - (first?.getBoundingClientRect().right ?? 0)).toBe(8);
  },
};

export const SpaceBetween: Story = {
  args: { align: 'between', noWrap: true, space: '2' },
  render: (args) => (
    <Inline {...args} data-testid="inline">
      <div className={placeholder}>Start</div>
      <div className={placeholder}>End</div>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('inline');
    const last = row.lastElementChild as HTMLElement;
    await expect(Math.round(row.getBoundingClientRect().right - last.getBoundingClientRect().right)).toBe(0);
  },
};
