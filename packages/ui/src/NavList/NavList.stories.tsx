import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../LinkComponent';
import { NavList } from './NavList';
import { storyHeading, storyPanel } from './NavList.stories.css';

const items = [
  { label: 'Profile', href: '/account/profile' },
  { label: 'Address Book', href: '/account/address', current: true },
  { label: 'Preferences', href: '/account/preferences' },
  { label: 'Purchase History', href: '/mypurchases' },
  { label: 'Wallet', href: '/mywallet' },
];

const inSideColumn: Decorator = (Story) => (
  <div className={storyPanel}>
    <Story />
  </div>
);

const meta = {
  title: 'Navigation/NavList',
  component: NavList,
  args: { 'aria-label': 'My Account', items },
  decorators: [inSideColumn],
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'My Account' });
    const current = canvas.getByRole('link', { name: 'Address Book' });
    const other = canvas.getByRole('link', { name: 'Profile' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // Not colour alone: the current item also has a bar and a heavier weight.
    const [currentStyle, otherStyle] = [getComputedStyle(current), getComputedStyle(other)];
    await expect(currentStyle.borderInlineStartColor).not.toBe(otherStyle.borderInlineStartColor);
    await expect(Number(currentStyle.fontWeight)).toBeGreaterThan(Number(otherStyle.fontWeight));

    await userEvent.tab();
    await expect(other).toHaveFocus();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(other).toHaveFocus();
  },
};

/** Named by the visible heading above it rather than by a hidden label. */
export const NamedByHeading: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'account-nav-heading' },
  render: (args) => (
    <>
      <h2 id="account-nav-heading" className={storyHeading}>
        My Account
      </h2>
      <NavList {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'My Account' })).toBeInTheDocument();
    for (const { label } of items) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: label })).toHaveFocus();
    }
  },
};

const navigate = fn();

function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} data-router-link="" onClick={go} {...rest}>
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const preferences = canvas.getByRole('link', { name: 'Preferences' });
    await expect(preferences).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/account/preferences');
    await expect(canvas.getByRole('link', { name: 'Address Book' })).toHaveAttribute('aria-current', 'page');
  },
};
