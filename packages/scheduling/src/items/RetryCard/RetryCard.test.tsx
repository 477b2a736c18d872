import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { RetryCard } from './RetryCard';

afterEach(() => vi.restoreAllMocks());

describe('given the retry card', () => {
  it("says something went wrong and reloads on 'Reload'", async () => {
    const onReload = vi.fn();
    const user = userEvent.setup();
    render(
      <SchedulingTestProvider>
        <RetryCard onReload={onReload} />
      </SchedulingTestProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Oops, something went wrong! Please reload your page.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page when the host gives no handler', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <SchedulingTestProvider>
        <RetryCard />
      </SchedulingTestProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
