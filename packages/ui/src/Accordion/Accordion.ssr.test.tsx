// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from './Accordion';
import { Disclosure, DisclosureContent, DisclosureRoot, DisclosureTrigger } from './Disclosure';

describe('given a server without a DOM', () => {
  it('renders an Accordion with an open and a closed item without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <AccordionRoot defaultValue={['one']}>
        <AccordionItem value="one">
          <AccordionTrigger>One</AccordionTrigger>
          <AccordionContent>Open answer</AccordionContent>
        </AccordionItem>
        <Accordion.Item value="two">
          <Accordion.Trigger>Two</Accordion.Trigger>
          <Accordion.Content>Closed answer</Accordion.Content>
        </Accordion.Item>
      </AccordionRoot>,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('aria-expanded="false"');
    // Closed content is still rendered, so it can animate open and be found by the server's HTML.
    expect(html).toContain('Closed answer');
    expect(html).toContain('data-state="closed"');
  });

  it('renders a Disclosure open and closed without touching window', () => {
    const html = renderToString(
      <>
        <DisclosureRoot defaultOpen>
          <DisclosureTrigger>Hide</DisclosureTrigger>
          <DisclosureContent>Shown</DisclosureContent>
        </DisclosureRoot>
        <Disclosure.Root>
          <Disclosure.Trigger>Show</Disclosure.Trigger>
          <Disclosure.Content>Hidden</Disclosure.Content>
        </Disclosure.Root>
      </>,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('aria-expanded="false"');
  });
});
