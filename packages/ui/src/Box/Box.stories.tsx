import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SurfacesAndSpace: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="4">
      <Box data-testid="sunken" background="sunken" padding="4" borderRadius="md">
        Sunken, padding 4
      </Box>
      <Box background="raised" padding={{ mobile: '4', desktop: '8' }} borderRadius="md" boxShadow="md">
        Raised, padding 4 then 8 from desktop
      </Box>
      <Box as="section" aria-label="Example region" paddingX="6" paddingY="2" color="secondary">
        A section, secondary text
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sunken = canvas.getByTestId('sunken');
    await expect(getComputedStyle(sunken).paddingTop).toBe('16px');
    await expect(canvas.getByRole('region', { name: 'Example region' }).tagName).toBe('SECTION');
    // Props that are not layout props reach the element; layout props do not leak as attributes.
    await expect(sunken.hasAttribute('padding')).toBe(false);
  },
};
