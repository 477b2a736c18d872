import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWideForm } from '../stories/fieldStoryLayout.css';
import { RadioTile } from './RadioTile';
import { RadioTileAction } from './RadioTileAction';
import { RadioTileGroup } from './RadioTileGroup';

const onEdit = fn();
const onRemove = fn();

const cards = [
  { value: 'visa-1234', title: 'Visa ending 1234', description: 'Expires 04/28 · Ann Lee' },
  { value: 'mc-9876', title: 'Mastercard ending 9876', description: 'Expires 11/27 · Ann Lee' },
];

const meta = {
  title: 'Fields/RadioTile',
  component: RadioTileGroup,
  args: {
    legend: 'Payment card',
    defaultValue: 'visa-1234',
    onValueChange: fn(),
    children: cards.map((card) => (
      <RadioTile
        key={card.value}
        {...card}
        actions={
          <>
            <RadioTileAction onClick={() => onEdit(card.value)}>Edit</RadioTileAction>
            <RadioTileAction onClick={() => onRemove(card.value)}>Remove</RadioTileAction>
          </>
        }
      />
    )),
  },
  decorators: [
    (Story) => (
      <div className={storyWideForm}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onEdit.mockClear();
    onRemove.mockClear();
  },
} satisfies Meta<typeof RadioTileGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card picker: each tile chooses a card, and its own buttons edit or remove it. */
export const Default: Story = {
  tags: ['banner-specific'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const visa = canvas.getByRole('radio', { name: 'Visa ending 1234' });
    await expect(visa).toBeChecked();
    await expect(visa).toHaveAccessibleDescription('Expires 04/28 · Ann Lee');

    // Tab visits the chosen radio, then that tile's actions, named after the tile.
    await userEvent.tab();
    await expect(visa).toHaveFocus();
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Edit Visa ending 1234' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledWith('visa-1234');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Visa ending 1234' })).toHaveFocus();

    // Back to the radio; the arrow keys move the choice between tiles.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(visa).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const mastercard = canvas.getByRole('radio', { name: 'Mastercard ending 9876' });
    await expect(mastercard).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mc-9876');

    // An action of the other tile acts without choosing it.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending 1234' }));
    await expect(onRemove).toHaveBeenCalledWith('visa-1234');
    await expect(mastercard).toBeChecked();
  },
};

/** The title's label is stretched over the tile: what is under the pointer anywhere but the buttons is that label. */
export const WholeTileChooses: Story = {
  args: { defaultValue: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByText('Expires 11/27 · Ann Lee');
    const box = description.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + 4, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByText('Mastercard ending 9876'));
    await userEvent.click(hit as Element);
    await expect(canvas.getByRole('radio', { name: 'Mastercard ending 9876' })).toBeChecked();

    const edit = canvas.getByRole('button', { name: 'Edit Visa ending 1234' }).getBoundingClientRect();
    const onButton = canvasElement.ownerDocument.elementFromPoint(
      edit.left + edit.width / 2,
      edit.top + edit.height / 2,
    );
    await expect(onButton).toBe(canvas.getByRole('button', { name: 'Edit Visa ending 1234' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** An address picker with a hint, and nothing chosen yet. */
export const WithHint: Story = {
  args: {
    legend: 'Billing address',
    hint: 'The address your card statements go to',
    defaultValue: undefined,
    children: [
      <RadioTile
        key="home"
        value="home"
        title="Home"
        description="12 Elm Street, Springfield, OR 97477"
        actions={<RadioTileAction>Edit</RadioTileAction>}
      />,
      <RadioTile
        key="office"
        value="office"
        title="Office"
        description="400 Market Street, Suite 1200, Portland, OR 97201"
        actions={<RadioTileAction>Edit</RadioTileAction>}
      />,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Billing address' })).toHaveAccessibleDescription(
      'The address your card statements go to',
    );
    await userEvent.tab();
    const home = canvas.getByRole('radio', { name: 'Home' });
    await expect(home).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(home).toBeChecked();
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose a card to pay with' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment card' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a card to pay with');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Visa ending 1234' })).toHaveFocus();
  },
};

/** A tile that cannot be chosen still offers its actions. */
export const DisabledTile: Story = {
  args: {
    children: [
      <RadioTile
        key="visa"
        value="visa-1234"
        title="Visa ending 1234"
        description="Expires 04/28 · Ann Lee"
        actions={<RadioTileAction>Edit</RadioTileAction>}
      />,
      <RadioTile
        key="expired"
        value="amex-0005"
        title="American Express ending 0005"
        description="Expired 01/24"
        disabled
        actions={<RadioTileAction variant="destructive">Remove</RadioTileAction>}
      />,
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const expired = canvas.getByRole('radio', { name: 'American Express ending 0005' });
    await expect(expired).toBeDisabled();
    await userEvent.click(canvas.getByText('American Express ending 0005'));
    await expect(expired).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove American Express ending 0005' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
