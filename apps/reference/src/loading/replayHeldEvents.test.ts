import { heldEventsGlobal, type HeldEvents } from 'reference-api/page-rendering';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeldEvents } from './replayHeldEvents';

const globals = window as unknown as Record<string, HeldEvents | undefined>;

function hold(events: ReturnType<HeldEvents['release']>): void {
  globals[heldEventsGlobal] = { release: () => events.splice(0) };
}

afterEach(() => {
  globals[heldEventsGlobal] = undefined;
  document.body.innerHTML = '';
});

describe('replayHeldEvents', () => {
  it('clicks the held buttons and submits the held forms again, in order', () => {
    document.body.innerHTML = '<button>Check Out</button><form><input name="email"></form>';
    const button = document.querySelector('button');
    const form = document.querySelector('form');
    if (!button || !form) throw new Error('no page');
    const done: string[] = [];
    button.addEventListener('click', () => done.push('click'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('submit');
    });
    hold([
      { type: 'submit', target: form },
      { type: 'click', target: button },
    ]);
    replayHeldEvents();
    expect(done).toEqual(['submit', 'click']);
    // Once only.
    replayHeldEvents();
    expect(done).toHaveLength(2);
  });

  it('drops what is no longer in the page, and does nothing on a page that held nothing', () => {
    const gone = document.createElement('button');
    const click = vi.spyOn(gone, 'click');
    hold([{ type: 'click', target: gone }]);
    replayHeldEvents();
    expect(click).not.toHaveBeenCalled();
    globals[heldEventsGlobal] = undefined;
    expect(() => replayHeldEvents()).not.toThrow();
  });
});
