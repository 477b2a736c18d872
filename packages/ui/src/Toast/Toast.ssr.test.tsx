// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

describe('given a server without a DOM', () => {
  it('imports the toast API without touching window', async () => {
    expect(typeof window).toBe('undefined');
    const { toast } = await import('./index');
    expect(typeof toast.success).toBe('function');
  });

  it('renders the empty ToastRegion with both live regions', async () => {
    const { ToastRegion } = await import('./index');
    const html = renderToString(<ToastRegion />);
    expect(html).toContain('aria-label="Notifications (F8)"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-live="assertive"');
  });

  it('renders no toast raised on the server: toasts belong to one browser session', async () => {
    const { toast, ToastRegion } = await import('./index');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    toast.error({ heading: 'Server-side' });
    warn.mockRestore();
    expect(renderToString(<ToastRegion />)).not.toContain('Server-side');
  });
});
