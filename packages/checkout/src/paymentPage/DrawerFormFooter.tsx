'use client';

import { Alert, Button, Drawer, keepFocusOnPress } from '@aisle/ui';
import { useCheckoutMessages } from '../messages';

export interface DrawerFormFooterProps {
  /** Why the last save failed, above the buttons. */
  failure: string | undefined;
  submitting: boolean;
}

/**
 * The contact and instructions drawers' end: a failed save's message, then Cancel and Save. The
 * buttons keep focus on press, so a field's message on blur cannot move them from under the pointer.
 */
export function DrawerFormFooter({ failure, submitting }: DrawerFormFooterProps) {
  const messages = useCheckoutMessages();
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Drawer.Footer>
        <Drawer.Close asChild>
          <Button variant="secondary" disabled={submitting} onMouseDown={keepFocusOnPress}>
            {messages.paymentPageCancel}
          </Button>
        </Drawer.Close>
        <Button
          type="submit"
          variant="primary"
          busy={submitting}
          busyLabel={messages.paymentPageSaving}
          onMouseDown={keepFocusOnPress}
        >
          {messages.paymentPageSave}
        </Button>
      </Drawer.Footer>
    </>
  );
}
