import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { Stepper } from './Stepper';

const steps = [{ label: 'Details' }, { label: 'Review' }, { label: 'Confirm' }];

afterEach(() => vi.restoreAllMocks());

describe('given a Stepper on its second step', () => {
  it('is an ordered list with one item per step', () => {
    render(<Stepper steps={steps} current={1} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks only the current step with aria-current="step"', () => {
    render(<Stepper steps={steps} current={1} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first?.getAttribute('aria-current')).toBeNull();
    expect(second?.getAttribute('aria-current')).toBe('step');
    expect(third?.getAttribute('aria-current')).toBeNull();
  });

  it('says each state in words, not only in colour', () => {
    render(<Stepper steps={steps} current={1} />);
    const text = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(text).toEqual(['Details, completed', '2Review, current', '3Confirm, not completed']);
  });

  it('hides the step numbers and the connectors from assistive tech', () => {
    const { container } = render(<Stepper steps={steps} current={1} />);
    expect(screen.getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('li > [aria-hidden="true"]')).toHaveLength(2);
  });
});

describe('given different words', () => {
  it('reads them from the provider, and a prop wins over the provider', () => {
    render(
      <MessagesProvider messages={{ stepCompleted: 'fait', stepCurrent: 'en cours' }}>
        <Stepper steps={steps} current={1} messages={{ stepNotCompleted: 'à faire' }} />
      </MessagesProvider>,
    );
    const text = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(text).toEqual(['Details, fait', '2Review, en cours', '3Confirm, à faire']);
  });
});

describe('given every step done', () => {
  it('marks all steps completed and none current', () => {
    render(<Stepper steps={steps} current={3} />);
    expect(screen.queryByText(', current')).toBeNull();
    expect(screen.getAllByText(', completed')).toHaveLength(3);
  });
});

describe('given a current index outside the steps', () => {
  it('warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Stepper steps={steps} current={7} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Stepper: current is 7'));
  });
});

describe('given the long connector', () => {
  it('uses a different line class than the short one', () => {
    const { container: short } = render(<Stepper steps={steps} current={0} />);
    const { container: long } = render(<Stepper steps={steps} current={0} connector="long" />);
    const line = (root: HTMLElement) => root.querySelector('li > [aria-hidden="true"]')?.className;
    expect(line(short)).not.toBe(line(long));
  });
});
