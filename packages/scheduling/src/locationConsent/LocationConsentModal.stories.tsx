import { Button } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { LocationConsentModal, type LocationConsentModalProps } from './LocationConsentModal';
import { useLocationConsent } from './useLocationConsent';

interface StoryArgs extends LocationConsentModalProps {
  handlerOptions: SchedulingHandlersOptions;
}

/** The store search behind the modal: 'Use My Location' opens it, and the consent read is shown. */
function StoreSearchPage({ signedIn, onOpenChange, ...props }: Omit<StoryArgs, 'handlerOptions'>) {
  const [open, setOpen] = useState(props.open);
  const { consent } = useLocationConsent({ signedIn });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Use My Location
      </Button>
      <p>Location consent: {consent}</p>
      <LocationConsentModal
        {...props}
        signedIn={signedIn}
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
  title: 'Scheduling/Location consent',
  component: LocationConsentModal,
  args: {
    open: true,
    signedIn: true,
    onOpenChange: fn(),
    onDecision: fn(),
    onSaveError: fn(),
    handlerOptions: {},
  },
  render: ({ handlerOptions, ...args }) => (
    <SchedulingTestProvider handlerOptions={handlerOptions}>
      <StoreSearchPage {...args} />
    </SchedulingTestProvider>
  ),
} satisfies Meta<StoryArgs>;

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

/** The step shown: its dialog, named by its heading, which has focus so the step is announced. */
async function step(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const body = within(dialog);
  await waitFor(() => expect(body.getByRole('heading', { level: 2, name: title })).toHaveFocus());
  return body;
}

/** Step 0, the offer: focus on its heading, then the privacy policy, the choices and round to the close button. */
export const Offer: Story = {
  play: async ({ args }) => {
    const body = await step('Allow Location Access');
    await expect(body.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/i/privacy-policy');
    for (const name of ['Privacy Policy', 'How it Works', 'No Thanks', 'Allow', 'Close']) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
    await expect(args.onDecision).not.toHaveBeenCalled();
    await settled();
  },
};

/** Step 1, how it works: the five topics in the spec's order, with Allow on to the device setting. */
export const HowItWorks: Story = {
  play: async () => {
    const offer = await step('Allow Location Access');
    await userEvent.click(offer.getByRole('button', { name: 'How it Works' }));
    const body = await step('How it Works');
    const topics = body.getAllByRole('heading', { level: 3 }).map((topic) => topic.textContent);
    await expect(topics).toEqual([
      'Find a Store',
      'Ways to Shop',
      'Shopping in-store',
      'Picking up your order',
      'At the Fuel Center',
    ]);
    // As every step, it fades in after its heading takes focus.
    await waitFor(() => expect(body.getByRole('button', { name: 'Allow' })).toBeVisible(), { timeout: 3000 });
    await settled();
  },
};

/** Step 2, reached by Allow on the offer (by keyboard): enable the device setting, then Continue. */
export const EnableDeviceSetting: Story = {
  play: async ({ args }) => {
    const offer = await step('Allow Location Access');
    offer.getByRole('button', { name: 'Allow' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = await step('Lets Enable Your Device Setting');
    // The step fades in after its heading takes focus: on a loaded machine Continue is still
    // transparent for a moment (CI saw it twice).
    await waitFor(() => expect(body.getByRole('button', { name: 'Continue' })).toBeVisible(), { timeout: 3000 });
    // Allow is a step on the way: the answer is Continue.
    await expect(args.onDecision).not.toHaveBeenCalled();
    await settled();
  },
};

/**
 * Continue while the preference cannot be saved: the shopper is not held up. The modal closes, the
 * decision goes on, and the answer holds for the visit; only the caller hears of the failure.
 */
export const ContinueWhenSavingFails: Story = {
  args: { handlerOptions: { failures: { addPreferences: { status: 503 } } } },
  play: async ({ args, canvasElement }) => {
    const offer = await step('Allow Location Access');
    await userEvent.click(offer.getByRole('button', { name: 'Allow' }));
    const body = await step('Lets Enable Your Device Setting');
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDecision).toHaveBeenCalledWith(true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(args.onSaveError).toHaveBeenCalledOnce());
    await expect(within(canvasElement).getByText('Location consent: granted')).toBeVisible();
    await settled();
  },
};
