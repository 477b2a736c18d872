import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholder } from '../stories/storyLayout.css';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: '6', collapseBelow: 'tablet' },
  render: (args) => (
    <Columns {...args} data-testid="columns">
      <Column width="2/3">
        <div className={placeholder}>Two thirds: the main content</div>
      </Column>
      <Column width="1/3">
        <div className={placeholder}>One third: a summary</div>
      </Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side from 768 px; stacked below it (see the 375 px snapshot). */
export const TwoThirdsOneThird: Story = {
  play: async ({ canvasElement }) => {
    const [main, side] = Array.from(within(canvasElement).getByTestId('columns').children) as HTMLElement[];
    const mainBox = main?.getBoundingClientRect();
    const sideBox = side?.getBoundingClientRect();
    if (window.innerWidth >= 768) {
      await expect(sideBox?.top).toBe(mainBox?.top);
      await expect(Math.round((mainBox?.width ?? 0) / (sideBox?.width ?? 1))).toBe(2);
    } else {
      await expect(sideBox?.top).toBeGreaterThan(mainBox?.bottom ?? 0);
    }
  },
};

export const FluidAndContent: Story = {
  args: { collapseBelow: 'none', space: '3', alignY: 'center' },
  render: (args) => (
    <Columns {...args} data-testid="columns">
      <Column>
        <div className={placeholder}>Fluid: takes the rest of the row</div>
      </Column>
      <Column width="content">
        <div className={placeholder}>Content</div>
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('columns');
    const [fluid, content] = Array.from(row.children) as HTMLElement[];
    await expect(content?.getBoundingClientRect().top).toBe(fluid?.getBoundingClientRect().top);
    await expect(fluid?.getBoundingClientRect().width).toBeGreaterThan(content?.getBoundingClientRect().width ?? 0);
  },
};
