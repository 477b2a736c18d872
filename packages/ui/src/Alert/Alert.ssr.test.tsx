// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('given a server without a DOM', () => {
  it('renders every tone of Alert without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <Alert tone="info" heading="Heading" />
        <Alert tone="success" heading="Card saved" onDismiss={() => {}} autoDismissAfter={5000} />
        <Alert tone="warning" headingLevel={2} heading="Heading">
          Body
        </Alert>
        <Alert tone="error">Body only</Alert>
      </>,
    );
    expect(html).toContain('role="alert"');
    expect(html.match(/role="status"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Dismiss"');
    expect(html).toContain('<h2');
  });
});
