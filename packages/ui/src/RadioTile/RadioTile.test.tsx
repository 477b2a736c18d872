import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioTile } from './RadioTile';
import { RadioTileAction } from './RadioTileAction';
import { RadioTileGroup, type RadioTileGroupProps } from './RadioTileGroup';

function Cards({ onEdit = () => {}, ...props }: Partial<RadioTileGroupProps> & { onEdit?: (card: string) => void }) {
  return (
    <RadioTileGroup legend="Payment card" {...props}>
      {['1234', '9876'].map((last) => (
        <RadioTile
          key={last}
          value={last}
          title={`Card ending ${last}`}
          description="Expires 04/28"
          actions={
            <>
              <RadioTileAction onClick={() => onEdit(last)}>Edit</RadioTileAction>
              <RadioTileAction variant="destructive">Remove</RadioTileAction>
            </>
          }
        />
      ))}
    </RadioTileGroup>
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('given a RadioTileGroup of two tiles with actions', () => {
  it('names each radio by its title and describes it with its description', () => {
    render(<Cards />);
    expect(screen.getByRole('radiogroup', { name: 'Payment card' })).toBeTruthy();
    const first = radio('Card ending 1234');
    const description = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Expires 04/28');
  });

  it('names each action with its word and the tile it acts on', () => {
    render(<Cards />);
    expect(screen.getByRole('button', { name: 'Edit Card ending 1234' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Card ending 9876' })).toBeTruthy();
  });

  it('after pressing an action, calls it and leaves the choice alone', async () => {
    const onEdit = vi.fn();
    const onValueChange = vi.fn();
    render(<Cards defaultValue="1234" onEdit={onEdit} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Card ending 9876' }));
    expect(onEdit).toHaveBeenCalledWith('9876');
    expect(radio('Card ending 1234').checked).toBe(true);
    expect(radio('Card ending 9876').checked).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('after Tab, visits the chosen radio and then its actions; arrows move the choice', async () => {
    const onValueChange = vi.fn();
    render(<Cards defaultValue="1234" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Card ending 1234'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Card ending 1234' }));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Card ending 9876').checked).toBe(true);
    expect(onValueChange).toHaveBeenCalledWith('9876');
  });

  it('after a click on the title, chooses the tile', async () => {
    render(<Cards />);
    await userEvent.click(screen.getByText('Card ending 9876'));
    expect(radio('Card ending 9876').checked).toBe(true);
  });
});

describe('given a RadioTileGroup with an error and a disabled tile', () => {
  it('describes the group with the error and keeps the disabled tile out of reach', async () => {
    render(
      <RadioTileGroup legend="Delivery address" error="Choose an address" required>
        <RadioTile value="home" title="Home" description="1 Main St" />
        <RadioTile value="work" title="Work" description="Outside the delivery area" disabled />
      </RadioTileGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery address' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose an address',
    );
    expect(radio('Work').disabled).toBe(true);
    await userEvent.click(screen.getByText('Work'));
    expect(radio('Work').checked).toBe(false);
  });
});

describe('given register-style props on a RadioTile', () => {
  it('uses their name, ref and onChange', async () => {
    const onChange = vi.fn();
    const elements: HTMLInputElement[] = [];
    render(
      <RadioTileGroup legend="Delivery address">
        <RadioTile
          value="home"
          title="Home"
          name="address"
          onChange={onChange}
          ref={(el) => void (el && elements.push(el))}
        />
        <RadioTile value="work" title="Work" name="address" onChange={onChange} />
      </RadioTileGroup>,
    );
    expect(elements[0]).toBe(radio('Home'));
    expect(radio('Work').name).toBe('address');
    await userEvent.click(radio('Work'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('given a RadioTileAction outside a RadioTile', () => {
  it('warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<RadioTileAction>Edit</RadioTileAction>);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('RadioTileAction belongs'));
    warn.mockRestore();
  });
});
