// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs';

describe('given a server without a DOM', () => {
  it('renders Tabs by their short and long part names without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <TabsRoot defaultValue="one">
          <TabsList aria-label="Examples">
            <TabsTrigger value="one">One</TabsTrigger>
            <TabsTrigger value="two">Two</TabsTrigger>
          </TabsList>
          <TabsContent value="one">First panel</TabsContent>
          <TabsContent value="two">Second panel</TabsContent>
        </TabsRoot>
        <Tabs.Root defaultValue="two">
          <Tabs.List aria-label="More examples">
            <Tabs.Trigger value="one">One</Tabs.Trigger>
            <Tabs.Trigger value="two">Two</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="two">Other panel</Tabs.Content>
        </Tabs.Root>
      </>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('First panel');
    expect(html).toContain('Other panel');
  });
});
