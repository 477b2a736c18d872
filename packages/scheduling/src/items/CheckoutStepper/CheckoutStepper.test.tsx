import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { CheckoutStepper, type CheckoutStep } from './CheckoutStepper';
import * as styles from './CheckoutStepper.css';

function renderStepper(current?: CheckoutStep) {
  render(
    <SchedulingTestProvider>
      <CheckoutStepper current={current} />
    </SchedulingTestProvider>,
  );
  const steps = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
  return { steps, texts: steps.map((step) => step.textContent) };
}

describe('given the checkout stepper', () => {
  it("shows 'Scheduling' as current and 'Payment' as not completed on the scheduling page", () => {
    const { steps, texts } = renderStepper();
    expect(texts).toEqual(['1Scheduling, current', '2Payment, not completed']);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps[1]?.getAttribute('aria-current')).toBeNull();
  });

  it("shows 'Scheduling' as completed once the shopper is on 'Payment'", () => {
    const { steps, texts } = renderStepper('payment');
    expect(texts).toEqual(['Scheduling, completed', '2Payment, current']);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('shows both steps completed when done', () => {
    const { texts } = renderStepper('done');
    expect(texts).toEqual(['Scheduling, completed', 'Payment, completed']);
  });

  it('draws one line between the steps, the element its stylesheet widens to 107 px from 768 px', () => {
    renderStepper();
    const lines = document.querySelectorAll(`.${styles.stepper} > li > span[aria-hidden="true"]`);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.closest('li')?.textContent).toContain('Scheduling');
  });
});
