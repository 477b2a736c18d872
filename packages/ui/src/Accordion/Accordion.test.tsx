import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionRootProps } from './Accordion';

function Questions(props: AccordionRootProps) {
  return (
    <Accordion.Root {...props}>
      <Accordion.Item value="one">
        <Accordion.Trigger>First question</Accordion.Trigger>
        <Accordion.Content>First answer</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="two">
        <Accordion.Trigger>Second question</Accordion.Trigger>
        <Accordion.Content>Second answer</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="three" disabled>
        <Accordion.Trigger>Third question</Accordion.Trigger>
        <Accordion.Content>Third answer</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="four">
        <Accordion.Trigger headingLevel={4}>Fourth question</Accordion.Trigger>
        <Accordion.Content>Fourth answer</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const expanded = () => screen.getAllByRole('button').map((trigger) => trigger.getAttribute('aria-expanded'));

describe('given a default (single) Accordion', () => {
  it('puts each button in a heading, level 3 unless told, all collapsed', () => {
    render(<Questions />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 4, name: 'Fourth question' })).toBeTruthy();
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
  });

  it('points each button at its panel, a region named by the button', () => {
    render(<Questions defaultValue={['one']} />);
    const trigger = button('First question');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('region');
    expect(panel?.getAttribute('aria-labelledby')).toBe(trigger.id);
    expect(screen.getByRole('region', { name: 'First question' }).textContent).toBe('First answer');
  });

  it('after a click, opens that item and closes the one that was open', async () => {
    render(<Questions defaultValue={['one']} />);
    await userEvent.click(button('Second question'));
    expect(expanded()).toEqual(['false', 'true', 'false', 'false']);
  });

  it('after a click on the open item, closes it', async () => {
    render(<Questions defaultValue={['one']} />);
    await userEvent.click(button('First question'));
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
  });

  it('after Enter and Space, toggles the focused item', async () => {
    render(<Questions />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(button('First question').getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(button('First question').getAttribute('aria-expanded')).toBe('false');
  });

  it('after ArrowDown and ArrowUp, moves between headers, skipping disabled ones and wrapping', async () => {
    render(<Questions />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Second question'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Fourth question'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('First question'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(button('Fourth question'));
  });

  it('after End and Home, focuses the last and the first header', async () => {
    render(<Questions />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(button('Fourth question'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(button('First question'));
  });

  it('keeps a disabled item closed and out of the tab order', async () => {
    render(<Questions />);
    expect((button('Third question') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('given a multiple Accordion', () => {
  it('after clicks on two items, keeps both open', async () => {
    const onValueChange = vi.fn();
    render(<Questions type="multiple" onValueChange={onValueChange} />);
    await userEvent.click(button('First question'));
    await userEvent.click(button('Second question'));
    expect(expanded()).toEqual(['true', 'true', 'false', 'false']);
    expect(onValueChange).toHaveBeenLastCalledWith(['one', 'two']);
  });
});

describe('given a controlled Accordion', () => {
  it('after a click, asks its owner and shows only what the owner sets', async () => {
    const onValueChange = vi.fn();
    render(<Questions value={['two']} onValueChange={onValueChange} />);
    await userEvent.click(button('First question'));
    expect(onValueChange).toHaveBeenCalledWith(['one']);
    expect(expanded()).toEqual(['false', 'true', 'false', 'false']);
  });
});

describe('given nested accordions', () => {
  it('after ArrowDown, moves only between the headers of the same accordion', async () => {
    render(
      <Accordion.Root defaultValue={['outer']}>
        <Accordion.Item value="outer">
          <Accordion.Trigger>Outer</Accordion.Trigger>
          <Accordion.Content>
            <Accordion.Root>
              <Accordion.Item value="inner">
                <Accordion.Trigger>Inner</Accordion.Trigger>
                <Accordion.Content>Inner answer</Accordion.Content>
              </Accordion.Item>
            </Accordion.Root>
          </Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="after">
          <Accordion.Trigger>After</Accordion.Trigger>
          <Accordion.Content>After answer</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('After'));
  });
});
