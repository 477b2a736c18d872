// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { Modal } from '@aisle/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AgeVerificationBody } from './AgeVerificationBody';
import { AgeVerificationModal } from './AgeVerificationModal';

const props = {
  items: [{ name: 'Red Table Wine', imageSrc: '/wine.png' }],
  minimumAge: 21,
  termsContent: 'Terms',
  onContinue: () => undefined,
};

function renderOnServer(children: React.ReactNode) {
  return renderToString(
    <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => null }}>
      {children}
    </StorefrontProvider>,
  );
}

describe('given a server without a DOM', () => {
  it('renders a page holding the open modal, touching no window', () => {
    expect(typeof window).toBe('undefined');
    // Radix portals the dialog into <body> once mounted in a browser: the server sends the page alone.
    const html = renderOnServer(
      <>
        <main>Cart</main>
        <AgeVerificationModal open onOpenChange={() => undefined} {...props} />
      </>,
    );
    expect(html).toContain('<main>Cart</main>');
  });

  it('renders the modal content itself, touching no window', () => {
    const html = renderOnServer(
      <Modal.Root open>
        <AgeVerificationBody {...props} dateRef={{ current: null }} onDone={() => undefined} />
      </Modal.Root>,
    );
    expect(html).toContain('Age Verification Required</h2>');
    expect(html).toContain('alt="Red Table Wine"');
    expect(html).toContain('Date of birth');
    expect(html).toContain('Terms &amp; Conditions</button>');
    expect(html).toContain('href="/cart"');
    expect(html).toContain('Continue');
  });
});
