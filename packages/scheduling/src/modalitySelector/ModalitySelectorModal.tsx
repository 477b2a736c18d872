'use client';

import { ModalContent, ModalRoot, ModalTitle } from '@aisle/ui';
import { useSchedulingWords } from '../words';
import { selectorMessages } from './selectorMessages';
import { SelectorBody, type ModalitySelectorProps } from './ModalitySelector';

export interface ModalitySelectorModalProps extends ModalitySelectorProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The selector in a modal (650 px wide at most, §9's address modal width), with a close button.
 * A choice closes it; a fresh open starts again at the first screen.
 */
export function ModalitySelectorModal({ open, onOpenChange, onDone, ...props }: ModalitySelectorModalProps) {
  const messages = useSchedulingWords(selectorMessages);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      {open && (
        <ModalContent width="wide" closeLabel={messages.closeButton}>
          <SelectorBody
            {...props}
            Title={ModalTitle}
            variant="modal"
            onDone={() => {
              onOpenChange(false);
              onDone?.();
            }}
          />
        </ModalContent>
      )}
    </ModalRoot>
  );
}
