'use client';

import type { ActiveModality } from '@aisle/contracts/scheduling';
import { useState } from 'react';
import { ModalitySelector, type ModalitySelectorProps } from '../modalitySelector/ModalitySelector';
import { ModalitySelectorModal } from '../modalitySelector/ModalitySelectorModal';
import { schedulingHandlers, type SchedulingHandlersOptions } from './schedulingHandlers';
import { SchedulingTestProvider } from './SchedulingTestProvider';

export interface SelectorStoryArgs extends Pick<
  ModalitySelectorProps,
  'version' | 'addressBookVersion' | 'openedFrom' | 'signedIn'
> {
  handlerOptions: SchedulingHandlersOptions;
  modal?: boolean;
  /** How the shopper shops when the story starts; none by default. */
  activeModality?: ActiveModality | null;
}

/**
 * The selector's stories' frame: the selector as a page (at the width a page gives it) or an open
 * modal, keeping the shopper's choice, over the in-memory handlers.
 */
export function SelectorStory({ handlerOptions, modal, activeModality = null, ...props }: SelectorStoryArgs) {
  const [modality, setModality] = useState<ActiveModality | null>(activeModality);
  const [open, setOpen] = useState(true);
  return (
    <SchedulingTestProvider handlers={schedulingHandlers(handlerOptions)}>
      {modal ? (
        <ModalitySelectorModal
          {...props}
          open={open}
          onOpenChange={setOpen}
          activeModality={modality}
          onModalityChange={setModality}
        />
      ) : (
        <div style={{ maxWidth: 640 }}>
          <ModalitySelector {...props} activeModality={modality} onModalityChange={setModality} />
        </div>
      )}
    </SchedulingTestProvider>
  );
}
