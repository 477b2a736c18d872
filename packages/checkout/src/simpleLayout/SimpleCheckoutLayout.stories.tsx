import { TestStorefrontProvider } from '@aisle/core/testing';
import { mediaQueries } from '@aisle/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutFooterLinks } from './CheckoutFooterLinks';
import { SimpleCheckoutLayout } from './SimpleCheckoutLayout';

/** The delivery address of the test orders, 1014 Vine St, Cincinnati. */
const vineStreet = { latitude: 39.1073, longitude: -84.5133 };
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const meta = {
  title: 'Checkout/Simple checkout layout',
  component: SimpleCheckoutLayout,
  args: {
    step: 'payment',
    destination: vineStreet,
    children: (
      <div style={{ padding: 16 }}>
        <h1>Payment details</h1>
        <p>The step’s page goes here.</p>
      </div>
    ),
  },
  render: (args) => (
    <TestStorefrontProvider handlers={[]}>
      <SimpleCheckoutLayout {...args} />
    </TestStorefrontProvider>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SimpleCheckoutLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Checkout links' }));

/**
 * The header at the width the story renders at (the visual run shows every story at 375 and 1280
 * px, whatever its viewport): Back, then the logo in the middle; the links under them on a phone,
 * beside them from `mdUp`. Nothing is wider than the page.
 */
async function expectHeader(canvasElement: HTMLElement) {
  const header = within(canvasElement).getByRole('banner');
  const back = within(header).getByRole('link', { name: 'Back' });
  const logo = within(header).getByRole('img', { name: 'Kroger' });
  await expect(back).toBeVisible();
  await expect(logo).toBeVisible();
  const [bar, backBox, logoBox] = [header, back, logo].map((element) => element.getBoundingClientRect()) as [
    DOMRect,
    DOMRect,
    DOMRect,
  ];
  const nav = within(header).getByRole('navigation', { name: 'Checkout links' }).getBoundingClientRect();
  await expect(logoBox.left).toBeGreaterThanOrEqual(backBox.right);
  await expect(Math.abs((logoBox.left + logoBox.right) / 2 - (bar.left + bar.right) / 2)).toBeLessThan(1);
  if (matchMedia(mediaQueries.mdUp).matches) {
    await expect(nav.left).toBeGreaterThanOrEqual(logoBox.right);
    await expect(nav.top).toBeLessThan(logoBox.bottom);
  } else {
    await expect(nav.top).toBeGreaterThanOrEqual(logoBox.bottom);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The payment step as the reference storefront frames it: 'Checkout - Payment', Back to the cart,
 * the logo, the links with directions in Google Maps, and the footer's help and policy pages.
 */
export const Payment: Story = {
  args: { footer: <CheckoutFooterLinks /> },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Checkout - Payment'));
    await expectHeader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/cart');
    await expect(links(canvasElement).getByRole('link', { name: 'Price FAQ' })).toHaveAttribute('href', '/i/price-faq');
    await expect(links(canvasElement).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    const directions = links(canvasElement).getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=39.1073,-84.5133',
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    const footer = within(within(canvasElement).getByRole('navigation', { name: 'Help and policies' }));
    await expect(footer.getByRole('link', { name: 'SNAP EBT FAQ' })).toHaveAttribute('href', '/i/snap-ebt-faq');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/i/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute(
      'href',
      '/i/terms/accessibility',
    );
    await expect(canvas.getByRole('contentinfo')).toContainElement(footer.getAllByRole('link')[0] ?? null);
  },
};

/** The first Tab shows 'Skip to main content'; following it puts the reading point on the step's page. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back' })).not.toHaveFocus();
  },
};

/** The scheduling step: 'Checkout - Schedule', with a footer of the host's. */
export const Schedule: Story = {
  args: {
    step: 'schedule',
    footer: <p style={{ margin: 0 }}>Questions? Call Customer Service at 1-800-555-0100.</p>,
    children: (
      <div style={{ padding: 16 }}>
        <h1>Schedule Your Delivery</h1>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Checkout - Schedule'));
    await expectHeader(canvasElement);
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Questions? Call Customer Service at 1-800-555-0100.');
    // The footer follows the page, at the foot of the screen when the page is short.
    const main = within(canvasElement).getByRole('main').getBoundingClientRect();
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(main.bottom);
  },
};

/** On an iPhone (its user agent, set for this story): directions in Apple Maps. */
export const AppleDevice: Story = {
  beforeEach: () => {
    // An own property hides the prototype's getter; deleting it brings the real one back.
    Object.defineProperty(navigator, 'userAgent', { value: iPhone, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'userAgent');
    };
  },
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement);
    await waitFor(() =>
      expect(links(canvasElement).getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
        'href',
        'https://maps.apple.com/?daddr=39.1073,-84.5133',
      ),
    );
  },
};

/** Without a destination (or its coordinates) there is nothing to give directions to: no maps link. */
export const NoDestination: Story = {
  args: { destination: undefined },
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement);
    await expect(links(canvasElement).queryByRole('link', { name: /^Get Directions/ })).toBeNull();
    await expect(links(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** On a phone (375 px): Back and the logo in a row, the links under them. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => expectHeader(canvasElement),
};

/** On a desktop (1280 px): Back, the logo and the links in one row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => expectHeader(canvasElement),
};
