import { Button, type LinkComponentProps } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { AgeVerificationModal, type AgeVerificationModalProps } from './AgeVerificationModal';

const navigate = fn();

/** A router adapter's link: it takes `href` and navigates without a page load. */
function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={go} {...rest}>
      {children}
    </a>
  );
}

/**
 * A flat product shot as a data URI, so the stories never wait on the network. Shapes, not text:
 * an image cannot use the shipped fonts, and system fonts differ between machines.
 */
const thumbnail = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${fill}"/><circle cx="32" cy="32" r="14" fill="#fff" fill-opacity="0.85"/></svg>`,
  )}`;

const items = [
  { id: 'wine', name: 'Red Table Wine, 750 ml', imageSrc: thumbnail('#7b1e3a') },
  { id: 'lager', name: 'Craft Lager, 6 pack', imageSrc: thumbnail('#8a5a00') },
  { id: 'cider', name: 'Hard Cider, 4 pack', imageSrc: thumbnail('#2f6b2f') },
  { id: 'seltzer', name: 'Hard Seltzer Variety, 12 pack', imageSrc: thumbnail('#1f4e79') },
  { id: 'cigars', name: 'Cigars, 5 count', imageSrc: thumbnail('#5a3b2e') },
];

const termsContent = (
  <>
    <p>By continuing, you confirm that you are of legal age to buy the restricted items in your order.</p>
    <p>A valid government-issued photo ID showing your date of birth is checked at pickup or delivery.</p>
  </>
);

/** The modal on a checkout page: it starts open, and 'Check out' opens it again once closed. */
function CheckoutPage({ onOpenChange, ...args }: AgeVerificationModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Check out
      </Button>
      <AgeVerificationModal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/Age verification',
  component: AgeVerificationModal,
  args: {
    open: true,
    onOpenChange: fn(),
    items,
    minimumAge: 21,
    termsContent,
    onContinue: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <AccountTestProvider navigation={{ navigate, Link: RouterLink }}>
      <CheckoutPage {...args} />
    </AccountTestProvider>
  ),
} satisfies Meta<typeof AgeVerificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves once the dialog's opening or closing animation has run, for a steady screenshot. */
async function settled() {
  await waitFor(() =>
    expect(
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      }),
    ).toHaveLength(0),
  );
}

const parts = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Age Verification Required' });
  const body = within(dialog);
  return {
    dialog,
    body,
    date: body.getByRole('textbox', { name: /Date of birth/ }),
    terms: body.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }),
    termsControl: body.getByRole('button', { name: 'Terms & Conditions' }),
    next: body.getByRole('button', { name: 'Continue' }),
  };
};

/** Open and empty: focus starts on the date of birth; Back to Cart goes through the router's link. */
export const Empty: Story = {
  tags: ['banner-specific'],
  play: async () => {
    const { dialog, body, date } = await parts();
    await settled();
    await expect(date).toHaveFocus();
    // The account modal's default width (§2, §9).
    await expect(getComputedStyle(dialog).maxWidth).toBe('500px');
    await expect(dialog).toHaveAccessibleDescription(
      'Some items in your order are age restricted. Please enter your date of birth to continue.',
    );
    const thumbnails = within(body.getByRole('list', { name: 'Age-restricted items' })).getAllByRole('img');
    await expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual(items.map((item) => item.name));
    // Tab order: the date, the box, the terms control, Back to Cart, Continue.
    for (const name of [/I agree to the Terms/, /^Terms & Conditions$/, /^Back to Cart$/, /^Continue$/]) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
    const backToCart = body.getByRole('link', { name: 'Back to Cart' });
    await expect(backToCart).toHaveAttribute('href', '/cart');
    await userEvent.click(backToCart);
    await expect(navigate).toHaveBeenLastCalledWith('/cart');
    date.focus();
  },
};

/** A date of birth a day short of the minimum age on 11/22/2026. */
export const TooYoung: Story = {
  play: async () => {
    const { date } = await parts();
    await userEvent.type(date, '11232005');
    await userEvent.tab();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(/Items in your order require a minimum age of 21\.$/);
    // The birthday today is old enough.
    await userEvent.click(date);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}2/2005');
    await expect(date).toHaveValue('11/22/2005');
    await waitFor(() => expect(date).not.toHaveAttribute('aria-invalid'));
    await userEvent.keyboard('{Backspace}6');
    await expect(date).toHaveValue('11/22/2006');
    await expect(date).toHaveAccessibleDescription(/Items in your order require a minimum age of 21\.$/);
    await settled();
  },
};

/** A day that does not exist. */
export const InvalidDate: Story = {
  play: async () => {
    const { date } = await parts();
    await userEvent.type(date, '02301990');
    await userEvent.tab();
    await expect(date).toHaveValue('02/30/1990');
    await expect(date).toHaveAccessibleDescription(/Please enter a valid date\.$/);
    await settled();
  },
};

/** 12/31/1899 is before the earliest date of birth, 01/01/1900. */
export const Before1900: Story = {
  play: async () => {
    const { date } = await parts();
    await userEvent.type(date, '12311899');
    await userEvent.tab();
    await expect(date).toHaveAccessibleDescription(/Please enter a valid date\.$/);
    await userEvent.clear(date);
    await userEvent.type(date, '01011900');
    await waitFor(() => expect(date).not.toHaveAttribute('aria-invalid'));
    await settled();
  },
};

/** Continue without ticking the box: its message, and focus on it. */
export const TermsNotTicked: Story = {
  play: async ({ args }) => {
    const { date, terms, next } = await parts();
    await userEvent.type(date, '03141990');
    await userEvent.click(next);
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(terms).toHaveAccessibleDescription('Please agree to the Terms & Conditions.');
    await expect(args.onContinue).not.toHaveBeenCalled();
    await settled();
  },
};

/** Terms & Conditions replaces the form, and Back returns to it with the date still typed. */
export const TermsAndBack: Story = {
  play: async () => {
    const { date, terms, termsControl } = await parts();
    await userEvent.type(date, '03141990');
    await userEvent.click(termsControl);
    const termsDialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    await waitFor(() => expect(within(termsDialog).getByRole('heading', { name: 'Terms & Conditions' })).toHaveFocus());
    await expect(within(termsDialog).getByText(/of legal age/)).toBeVisible();

    await userEvent.click(within(termsDialog).getByRole('button', { name: 'Back' }));
    const back = await parts();
    await waitFor(() => expect(back.termsControl).toHaveFocus());
    await expect(back.date).toHaveValue('03/14/1990');
    // Reading the terms is not agreeing to them.
    await expect(back.terms).not.toBeChecked();
    await expect(terms).not.toBeInTheDocument();

    // By keyboard too.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Terms & Conditions' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await parts()).termsControl).toHaveFocus());
    await settled();
  },
};

/** A valid form: Continue sends the date as YYYY-MM-DD and the modal closes. */
export const ContinueSucceeds: Story = {
  play: async ({ args }) => {
    const { date, terms, next } = await parts();
    await userEvent.type(date, '03141990');
    await userEvent.click(terms);
    await userEvent.click(next);
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith('1990-03-14'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Opened again, it starts empty.
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const again = await parts();
    await expect(again.date).toHaveValue('');
    await expect(again.terms).not.toBeChecked();
    await settled();
  },
};

/** The caller's check fails: the error shows and everything typed stays. */
export const ContinueFails: Story = {
  args: { onContinue: fn(() => Promise.reject(new Error('Age check failed'))) },
  play: async ({ args }) => {
    const { body, date, terms, next } = await parts();
    await userEvent.type(date, '03141990');
    await userEvent.click(terms);
    await userEvent.click(next);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't verify your age right now. Please try again.");
    await expect(args.onContinue).toHaveBeenCalledWith('1990-03-14');
    await expect(date).toHaveValue('03/14/1990');
    await expect(terms).toBeChecked();
    await expect(next).not.toHaveAttribute('aria-busy');
    await settled();
  },
};
