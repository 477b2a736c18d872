import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { textControl } from '../private/textControl.css';
import { Field } from './Field';

const meta = {
  title: 'Fields/Field',
  component: Field,
  args: { label: 'Notes for the driver', children: () => null },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control gets the same label, hint, error and count: here a multi-line text area. */
export const CustomControl: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Field {...args} characterLimit={60} characterCount={value.length}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={textControl}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
    );
  },
  args: { hint: 'Gate codes, where to leave it', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes for the driver' });
    await expect(notes).toBeRequired();
    await userEvent.tab();
    await expect(notes).toHaveFocus();
    await userEvent.type(notes, 'Ring the bell twice, then wait at the side door by the bins');
    await expect(notes).toHaveAccessibleDescription('Gate codes, where to leave it 59 of 60 characters');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('59 of 60 characters'));
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field {...args}>{(control) => <textarea {...control} rows={3} className={textControl} defaultValue="?" />}</Field>
  ),
  args: { error: 'Tell the driver where to leave your order' },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes for the driver' });
    await expect(notes).toHaveAttribute('aria-invalid', 'true');
    await expect(notes).toHaveAccessibleDescription('Tell the driver where to leave your order');
    await userEvent.tab();
    await expect(notes).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(notes).not.toHaveFocus();
  },
};
