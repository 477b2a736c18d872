import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { VisuallyHidden } from '../VisuallyHidden';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'circle', 'rectangle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology and never focusable. */
async function expectSilent(canvasElement: HTMLElement) {
  for (const skeleton of canvasElement.querySelectorAll('[data-shape]')) {
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  }
  await userEvent.tab();
  await expect(document.body).toHaveFocus();
}

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="text"]')?.children).toHaveLength(3);
    await expectSilent(canvasElement);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]');
    await expect(circle?.offsetWidth).toBe(48);
    await expect(circle?.offsetHeight).toBe(48);
    await expectSilent(canvasElement);
  },
};

export const Rectangle: Story = {
  args: { shape: 'rectangle', height: '10rem' },
  play: async ({ canvasElement }) => {
    const rectangle = canvasElement.querySelector<HTMLElement>('[data-shape="rectangle"]');
    await expect(rectangle?.offsetWidth).toBe(rectangle?.parentElement?.clientWidth);
    await expectSilent(canvasElement);
  },
};

/**
 * The pattern to copy: the element that will hold the content is `aria-busy` while it loads and
 * holds one polite status that says so; the skeletons themselves are silent.
 */
export const AnnouncedWhileLoading: Story = {
  render: () => (
    <section aria-busy="true" aria-labelledby="profile-heading">
      <VisuallyHidden as="h2" id="profile-heading">
        Profile
      </VisuallyHidden>
      <VisuallyHidden role="status">Loading profile</VisuallyHidden>
      <Stack space="4">
        <Inline space="3" alignY="center">
          <Skeleton shape="circle" />
          <Skeleton width="12rem" />
        </Inline>
        <Skeleton lines={3} />
        <Skeleton shape="rectangle" />
      </Stack>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Profile' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading profile');
    await expectSilent(canvasElement);
  },
};
