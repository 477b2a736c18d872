import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoSecureFrameUrl } from './demoSecureFrame';

const marker = 'aisle-secure-field';
// Another window of the same origin that, when asked, sends the demo frame a well-formed init.
const otherWindow = `<script>
addEventListener('message', (event) => {
  if (event.data !== 'send') return;
  const demo = parent.document.querySelector('iframe[title="Demo secure card fields"]').contentWindow;
  demo.postMessage({ source: '${marker}', type: 'init' }, '*');
});
</script>`;

const meta = {
  title: 'Wallet/Testing/Demo secure frame',
  render: () => (
    <>
      <iframe title="Demo secure card fields" src={demoSecureFrameUrl('payment')} width={480} height={180} />
      <iframe title="Another frame on the page" srcDoc={otherWindow} width={0} height={0} />
    </>
  ),
} satisfies Meta;

export default meta;

/** Waits a moment for answers that must not come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * The frame side of the protocol (`secureFields/protocol.ts`): the demo frame answers only its
 * parent, at the parent's origin, and only marked messages. Anything else gets no answer.
 */
export const AnswersOnlyItsParent: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle<HTMLIFrameElement>('Demo secure card fields');
    const other = canvas.getByTitle<HTMLIFrameElement>('Another frame on the page');
    await waitFor(() => expect(frame.contentDocument?.getElementById('pan')).toBeTruthy());
    await waitFor(() => expect(other.contentDocument?.readyState).toBe('complete'));
    const frameWindow = frame.contentWindow as Window;
    const answers: string[] = [];
    const listen = (event: MessageEvent<{ source?: string; type?: string }>) => {
      if (event.source === frameWindow && event.data?.source === marker) answers.push(String(event.data.type));
    };
    window.addEventListener('message', listen);
    try {
      // Unmarked, from the parent: ignored.
      frameWindow.postMessage({ type: 'init' }, window.location.origin);
      // Marked, from another window of the same origin: ignored.
      other.contentWindow?.postMessage('send', '*');
      await settle();
      await expect(answers).toEqual([]);
      // Marked, from the parent: the frame says ready.
      frameWindow.postMessage({ source: marker, type: 'init' }, window.location.origin);
      await waitFor(() => expect(answers).toContain('ready'));
    } finally {
      window.removeEventListener('message', listen);
    }
  },
};
