import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkComponentProvider, type LinkComponentProps } from '../LinkComponent';
import { storyText } from '../stories/storyLayout.css';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#details', children: 'Read the details' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {
  render: (args) => (
    <p className={storyText}>
      Prices may change before checkout. <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the details' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const External: Story = {
  args: { href: 'https://example.com/help', external: true, children: 'Help centre' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Stands in for a router's link, adapted to take `href` as every @aisle/ui link component does. */
function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} data-router="yes" {...props}>
      {children}
    </a>
  );
}

/** The app sets its router link once; internal links render through it. */
export const WithARouter: Story = {
  render: () => (
    <LinkComponentProvider component={RouterLink}>
      <Link href="/account" quiet>
        My account
      </Link>
    </LinkComponentProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'My account' });
    await expect(link).toHaveAttribute('href', '/account');
    await expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
