// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { Modal } from '@aisle/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocationConsentModal } from './LocationConsentModal';
import { LocationConsentSteps } from './LocationConsentSteps';
import { useLocationConsent } from './useLocationConsent';

function renderOnServer(children: ReactNode) {
  return renderToString(
    <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => 'token' }}>
      {children}
    </StorefrontProvider>,
  );
}

function ConsentText({ signedIn }: { signedIn: boolean }) {
  return <p>{useLocationConsent({ signedIn }).consent}</p>;
}

describe('given a server without a DOM', () => {
  it('renders a page holding the open modal, touching no window', () => {
    expect(typeof window).toBe('undefined');
    // Radix portals the dialog into <body> once mounted in a browser: the server sends the page alone.
    const html = renderOnServer(
      <>
        <main>Find a store</main>
        <LocationConsentModal open signedIn onOpenChange={() => undefined} onDecision={() => undefined} />
      </>,
    );
    expect(html).toContain('<main>Find a store</main>');
  });

  it('renders the offer itself, with its choices and the privacy policy', () => {
    const html = renderOnServer(
      <Modal.Root open>
        <LocationConsentSteps headingRef={{ current: null }} onDecide={() => undefined} />
      </Modal.Root>,
    );
    expect(html).toContain('Allow Location Access</h2>');
    expect(html).toContain('How it Works</button>');
    expect(html).toContain('No Thanks</button>');
    expect(html).toContain('Allow</button>');
    expect(html).toContain('href="/i/privacy-policy"');
  });

  it('knows no consent before the browser has read it, signed in or out', () => {
    expect(renderOnServer(<ConsentText signedIn />)).toContain('<p>unknown</p>');
    expect(renderOnServer(<ConsentText signedIn={false} />)).toContain('<p>unknown</p>');
  });
});
