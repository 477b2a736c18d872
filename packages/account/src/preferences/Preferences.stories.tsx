import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communicationPaths } from '@aisle/contracts/account';
import { accountMessages as m } from '../messages';
import { AccountLayout } from '../navigation';
import { accountRoutes } from '../routes';
import { AccountTestProvider, accountHandlers, demoProfile, type AccountHandlersOptions } from '../testing';
import { Preferences, type PreferencesProps } from './Preferences';

type StoryArgs = PreferencesProps & {
  handlerOptions: AccountHandlersOptions;
  /** The email and SMS status calls never answer. */
  pending?: boolean;
};

const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Account/Preferences',
  args: { handlerOptions: {} },
  render: ({ handlerOptions, pending, ...props }) => (
    <AccountTestProvider
      handlers={[
        ...(pending
          ? [
              http.get(`*${communicationPaths.emailPreferences}`, never),
              http.post(`*${communicationPaths.smsOptInStatus}`, never),
            ]
          : []),
        ...accountHandlers(handlerOptions),
      ]}
    >
      <AccountLayout currentHref={accountRoutes.preferences} heading={m.navPreferences} membershipActive={false}>
        <Preferences {...props} />
      </AccountLayout>
    </AccountTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: () => within(canvas.getByRole('region', { name: m.emailPreferencesHeading })),
    sms: () => within(canvas.getByRole('region', { name: m.smsPreferencesHeading })),
  };
};

export const Loaded: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const { canvas, email, sms } = sections(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: m.navPreferences })).toBeVisible();
    await expect(await email().findByRole('checkbox', { name: 'HTPlus Offers' })).not.toBeChecked();
    await expect(email().getByText(m.emailChangesNote)).toBeVisible();
    await expect(await sms().findByRole('checkbox', { name: m.smsClicklistTitle })).toBeChecked();
    await expect(sms().getByText(m.smsPromotionalUnsubscribeNote)).toBeVisible();
  },
};

export const SaveEmailPreferences: Story = {
  play: async ({ canvasElement }) => {
    const { email } = sections(canvasElement);
    const offers = await email().findByRole('checkbox', { name: 'HTPlus Offers' });
    await userEvent.click(offers);
    await userEvent.click(email().getByRole('button', { name: m.saveEmailPreferencesButton }));
    await expect(await email().findByText(m.emailPreferencesSaved)).toBeVisible();
    await expect(offers).toBeChecked();
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const { email, sms } = sections(canvasElement);
    await expect(email().getByText(m.emailPreferencesLoading)).toBeInTheDocument();
    await expect(await sms().findByText(`Loading ${m.smsClicklistTitle}`)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { handlerOptions: { failures: { emailPreferences: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const { email } = sections(canvasElement);
    await expect(await email().findByRole('alert')).toHaveTextContent(m.emailTechnicalDifficulties);
    await userEvent.click(email().getByRole('button', { name: m.retryButton }));
    await expect(await email().findByRole('alert')).toHaveTextContent(m.emailTechnicalDifficulties);
  },
};

export const NoPreferredStore: Story = {
  args: { handlerOptions: { failures: { emailPreferences: { status: 400, code: 'NO_PREFERRED_STORE' } } } },
  play: async ({ canvasElement }) => {
    const { email } = sections(canvasElement);
    await expect(await email().findByText(m.noPreferredStore)).toBeVisible();
    await expect(email().queryByRole('button', { name: m.retryButton })).toBeNull();
  },
};

export const UpdateError: Story = {
  args: { handlerOptions: { failures: { updateEmailPreferences: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const { email } = sections(canvasElement);
    const weeklyAd = await email().findByRole('checkbox', { name: 'Weekly Ad' });
    await userEvent.click(weeklyAd);
    await userEvent.click(email().getByRole('button', { name: m.saveEmailPreferencesButton }));
    await expect(await email().findByRole('alert')).toHaveTextContent(m.emailTechnicalDifficulties);
    await expect(weeklyAd).not.toBeChecked();
  },
};

export const UpdateOffline: Story = {
  args: { handlerOptions: { failures: { updateEmailPreferences: 'network-error' } } },
  play: async ({ canvasElement }) => {
    const { email } = sections(canvasElement);
    await userEvent.click(await email().findByRole('button', { name: m.saveEmailPreferencesButton }));
    await expect(await email().findByRole('alert')).toHaveTextContent(m.emailOffline);
  },
};

/** An anonymous visitor from an email link: the email categories only. */
export const TokenMode: Story = {
  args: { access: { kind: 'token', token: 'demo-email-token', param: 'token' } },
  play: async ({ canvasElement }) => {
    const { canvas, email } = sections(canvasElement);
    await userEvent.click(await email().findByRole('checkbox', { name: 'Monthly Newsletter' }));
    await userEvent.click(email().getByRole('button', { name: m.saveEmailPreferencesButton }));
    await expect(await email().findByText(m.emailPreferencesSaved)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: m.smsPreferencesHeading })).toBeNull();
  },
};

/** The email preferences toggle on: v2, signed in, the SMS preferences below as in v1. */
export const EmailPreferencesV2: Story = {
  args: { emailPreferencesVersion: 'v2' },
  play: async ({ canvasElement }) => {
    const { email, sms } = sections(canvasElement);
    await expect(await email().findByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
    await expect(await sms().findByRole('checkbox', { name: m.smsClicklistTitle })).toBeChecked();
  },
};

/** A site without promotional texts: CLICKLIST only. */
export const ClicklistSmsOnly: Story = {
  args: { promotionalSms: false },
  play: async ({ canvasElement }) => {
    const { sms } = sections(canvasElement);
    await expect(await sms().findByRole('checkbox', { name: m.smsClicklistTitle })).toBeChecked();
    await expect(sms().getAllByRole('checkbox')).toHaveLength(1);
    await expect(sms().queryByText(m.smsPromotionalUnsubscribeNote)).toBeNull();
  },
};

/** v2 for an anonymous visitor, by the encrypted email the host holds (never from the URL). */
export const EncryptedEmailMode: Story = {
  args: { emailPreferencesVersion: 'v2', access: { kind: 'encrypted-email', encryptedEmail: 'demo-encrypted-email' } },
  play: async ({ canvasElement }) => {
    const { canvas, email } = sections(canvasElement);
    await expect(await email().findByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
    await expect(canvas.queryByRole('region', { name: m.smsPreferencesHeading })).toBeNull();
  },
};

export const SmsPendingWarning: Story = {
  args: { handlerOptions: { smsWarnings: { PROMOTIONAL: m.checkYourPhone } } },
  play: async ({ canvasElement }) => {
    const { sms } = sections(canvasElement);
    const promotional = await sms().findByRole('checkbox', { name: m.smsPromotionalTitle });
    await userEvent.click(promotional);
    await expect(await sms().findByText(m.checkYourPhone)).toBeVisible();
    await expect(promotional).not.toBeChecked();
  },
};

export const SmsPromotionalRollback: Story = {
  args: { handlerOptions: { failures: { smsOptIn: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const { sms } = sections(canvasElement);
    const promotional = await sms().findByRole('checkbox', { name: m.smsPromotionalTitle });
    await userEvent.click(promotional);
    await expect(await sms().findByRole('alert')).toHaveTextContent(m.promotionalUpdateError);
    await waitFor(() => expect(promotional).not.toBeChecked());
  },
};

export const SmsClicklistRollback: Story = {
  args: { handlerOptions: { failures: { smsOptIn: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const { sms } = sections(canvasElement);
    const clicklist = await sms().findByRole('checkbox', { name: m.smsClicklistTitle });
    clicklist.focus();
    await userEvent.keyboard(' ');
    await expect(await sms().findByRole('alert')).toHaveTextContent(m.preferenceUpdateError);
    await waitFor(() => expect(clicklist).toBeChecked());
    await expect(clicklist).toHaveFocus();
  },
};

export const SmsLoadError: Story = {
  args: { handlerOptions: { failures: { smsOptInStatus: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const { sms } = sections(canvasElement);
    await expect(await sms().findByText(m.preferencesNotFound)).toBeVisible();
    await expect(sms().getByText(m.promotionalLoadError)).toBeVisible();
  },
};

export const NoMobilePhone: Story = {
  args: { handlerOptions: { profile: { ...demoProfile, phones: [] } } },
  play: async ({ canvasElement }) => {
    const { sms } = sections(canvasElement);
    await expect(await sms().findByText(m.mobilePhoneRequired)).toBeVisible();
    await expect(sms().queryByRole('checkbox')).toBeNull();
  },
};
