import { toast } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profilePaths } from '@aisle/contracts/account';
import { accountMessages as m } from '../messages';
import { accountHandlers, demoProfile, type AccountHandlersOptions } from '../testing';
import { ProfileStoryPage } from '../testing/ProfileStoryPage';
import { ProfileDetails } from './ProfileDetails';

interface StoryArgs {
  handlerOptions: AccountHandlersOptions;
  /** The profile call never answers. */
  pending?: boolean;
}

const meta = {
  title: 'Account/Profile',
  args: { handlerOptions: {} },
  beforeEach: () => {
    toast.dismiss();
  },
  render: ({ handlerOptions, pending }) => (
    <ProfileStoryPage
      handlers={[
        ...(pending ? [http.get(`*${profilePaths.profile}`, () => new Promise<never>(() => {}))] : []),
        ...accountHandlers(handlerOptions),
      ]}
    >
      <ProfileDetails />
    </ProfileStoryPage>
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
    // The section is named while its details still load: wait for them.
    const details = await canvas.findByLabelText(m.profileDetails);
    await waitFor(() => expect(valueOf(details, m.profileNameLabel)).toHaveTextContent('Jordan Rivera'));
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
    await waitFor(() => expect(valueOf(details, m.profileEmailLabel)).toHaveTextContent(m.profileEmailNotConfirmed));
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

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Opens the form from 'Edit Profile' with the keyboard; the form puts focus on First Name. */
async function openForm(canvas: Canvas) {
  const edit = await canvas.findByRole('button', { name: m.profileEditButton });
  edit.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(field(canvas, 'First Name')).toHaveFocus());
}

/** The whole edit by keyboard: new names and mobile, Enter to save; the toast, the saved details, focus on the heading. */
export const EditAndSave: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvas);
    await expect(canvas.getByRole('form', { name: m.profileFormLabel })).toBeVisible();
    await userEvent.clear(field(canvas, 'First Name'));
    await userEvent.type(field(canvas, 'First Name'), 'Avery');
    await userEvent.tab();
    await userEvent.clear(field(canvas, 'Last Name'));
    await userEvent.type(field(canvas, 'Last Name'), 'O’Brien');
    await userEvent.tab();
    await expect(field(canvas, 'Mobile Phone')).toHaveFocus();
    await userEvent.clear(field(canvas, 'Mobile Phone'));
    await userEvent.type(field(canvas, 'Mobile Phone'), '513.555.0999{Enter}');

    const toastText = await within(canvasElement.ownerDocument.body).findByText(m.profileUpdatedToast);
    await waitFor(() => expect(toastText).toBeVisible());
    const details = canvas.getByLabelText(m.profileDetails);
    await expect(valueOf(details, m.profileNameLabel)).toHaveTextContent('Avery O’Brien');
    await expect(valueOf(details, m.profileMobilePhoneLabel)).toHaveTextContent('(513) 555-0999');
    await expect(canvas.getByRole('heading', { level: 2, name: m.profileDetails })).toHaveFocus();
  },
};

/** Save with mistakes: each field says what is wrong, focus goes to the first, and nothing typed is lost. */
export const EditWithMistakes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvas);
    await userEvent.clear(field(canvas, 'First Name'));
    await userEvent.clear(field(canvas, 'Home Phone'));
    await userEvent.type(field(canvas, 'Home Phone'), '555-0188');
    await userEvent.click(canvas.getByRole('button', { name: m.saveProfileButton }));

    await waitFor(() => expect(field(canvas, 'First Name')).toHaveFocus());
    await expect(field(canvas, 'First Name')).toHaveAccessibleDescription(m.profileFirstNameRequired);
    await expect(field(canvas, 'Home Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Home Phone must be a 10-digit phone number'),
    );
    await expect(field(canvas, 'Home Phone')).toHaveValue('555-0188');
  },
};

/** The service fails the save: an alert over the buttons, every typed value kept for another try. */
export const SaveFails: Story = {
  args: { handlerOptions: { failures: { updateProfile: { status: 503, code: 'SERVICE_DOWN' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvas);
    await userEvent.type(field(canvas, 'Last Name'), '-Smith');
    await userEvent.click(canvas.getByRole('button', { name: m.saveProfileButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.profileUpdateFailed);
    await expect(field(canvas, 'Last Name')).toHaveValue('Rivera-Smith');
  },
};

/** Cancel: the details as they were, focus back on 'Edit Profile'. */
export const EditCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvas);
    await userEvent.type(field(canvas, 'First Name'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: m.cancelButton }));
    await waitFor(() => expect(canvas.getByRole('button', { name: m.profileEditButton })).toHaveFocus());
    await expect(valueOf(canvas.getByLabelText(m.profileDetails), m.profileNameLabel)).toHaveTextContent(
      'Jordan Rivera',
    );
  },
};
