import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { profilePaths } from '@aisle/contracts/account';
import { accountMessages as m } from '../messages';
import { AccountLayout } from '../navigation';
import { accountRoutes } from '../routes';
import { AccountTestProvider, accountHandlers, demoProfile, type AccountHandlersOptions } from '../testing';
import { ProfileDetails } from './ProfileDetails';

interface StoryArgs {
  handlerOptions: AccountHandlersOptions;
  /** The profile call never answers. */
  pending?: boolean;
}

const meta = {
  title: 'Account/Profile',
  args: { handlerOptions: {} },
  render: ({ handlerOptions, pending }) => (
    <AccountTestProvider
      handlers={[
        ...(pending ? [http.get(`*${profilePaths.profile}`, () => new Promise<never>(() => {}))] : []),
        ...accountHandlers(handlerOptions),
      ]}
    >
      <AccountLayout currentHref={accountRoutes.profile} heading={m.navProfile} membershipActive={false}>
        <ProfileDetails />
      </AccountLayout>
    </AccountTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: HTMLElement, label: string) =>
  within(canvas).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Loaded: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: m.navProfile })).toBeVisible();
    const details = await canvas.findByLabelText(m.profileDetails);
    await expect(valueOf(details, m.profileNameLabel)).toHaveTextContent('Jordan Rivera');
    await expect(valueOf(details, m.profileEmailLabel)).toHaveTextContent(m.profileEmailConfirmed);
    await expect(valueOf(details, m.profileMobilePhoneLabel)).toHaveTextContent('(513) 555-0123');
    await expect(valueOf(details, m.profileMemberSinceLabel)).toHaveTextContent('03/05/2024');
    await expect(valueOf(details, m.profileHomeAddressLabel)).toHaveTextContent('Cincinnati, OH 45202');
  },
};

export const MissingDetails: Story = {
  args: {
    handlerOptions: {
      profile: { ...demoProfile, phones: [], address: null, isEmailConfirmed: false, bannerSpecificDetails: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const details = await within(canvasElement).findByLabelText(m.profileDetails);
    await expect(valueOf(details, m.profileEmailLabel)).toHaveTextContent(m.profileEmailNotConfirmed);
    await expect(valueOf(details, m.profileMobilePhoneLabel)).toHaveTextContent(m.profileNotProvided);
    await expect(valueOf(details, m.profileHomeAddressLabel)).toHaveTextContent(m.profileNotProvided);
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(m.profileLoading);
    await expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = {
  args: { handlerOptions: { failures: { profile: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.networkTechnicalDifficulties);
    const retry = canvas.getByRole('button', { name: m.retryButton });
    await userEvent.click(retry);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.networkTechnicalDifficulties);
  },
};
