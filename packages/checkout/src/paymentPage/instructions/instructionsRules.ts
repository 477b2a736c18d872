// Delivery and pickup instructions (checkout spec §5): at most 128 characters, with a
// do-not-ring-bell marker appended to what the shopper wrote when they ask for it.
import { deliveryType, type DeliveryType } from '@aisle/contracts/checkout';
import { format } from '@aisle/ui';
import { boolean, object, string } from 'zod';
import type { CheckoutMessages } from '../../messages';

/** The longest instructions the checkout takes, the marker included (§9 "Notes max 128"). */
export const instructionsMaxLength = 128;

/**
 * Appended to the instructions for a delivery that must not ring the bell. The spec names the
 * marker, not its text: ours. It is data the driver reads, not a word of the page, so it is not in
 * the message table.
 */
export const doNotRingBellMarker = '[Do not ring bell]';

/** What the shopper sees in the drawer: their own notes, and the checkbox. */
export interface InstructionsParts {
  notes: string;
  doNotRingBell: boolean;
}

/**
 * The most the shopper may write: 128, less the marker and its space when the checkbox is set, so
 * the instructions sent never pass 128 (our reading of §5's limit and marker together).
 */
export function notesMaxLength(doNotRingBell: boolean): number {
  return doNotRingBell ? instructionsMaxLength - doNotRingBellMarker.length - 1 : instructionsMaxLength;
}

/** The instructions as the checkout holds them, split back into notes and the checkbox. */
export function readInstructions(instructions: string): InstructionsParts {
  const text = instructions.trim();
  if (!text.endsWith(doNotRingBellMarker)) return { notes: text, doNotRingBell: false };
  return { notes: text.slice(0, -doNotRingBellMarker.length).trim(), doNotRingBell: true };
}

/** The instructions to send: the notes, then the marker when the checkbox is set. */
export function writeInstructions({ notes, doNotRingBell }: InstructionsParts): string {
  const text = notes.trim();
  if (!doNotRingBell) return text;
  return text ? `${text} ${doNotRingBellMarker}` : doNotRingBellMarker;
}

/** What the shopper sets in the orderInstructions drawer. */
export interface InstructionsFormValues extends InstructionsParts {
  deliveryType: DeliveryType;
}

export type InstructionsMessages = Pick<CheckoutMessages, 'paymentPageTooLong'>;

/** The drawer's schema: the notes within their limit; its output is what the update sends. */
export function createInstructionsSchema(messages: InstructionsMessages) {
  return object({
    notes: string(),
    doNotRingBell: boolean(),
    deliveryType: deliveryType,
  })
    .superRefine((values, context) => {
      const max = notesMaxLength(values.doNotRingBell);
      if (values.notes.trim().length > max) {
        context.addIssue({ code: 'custom', path: ['notes'], message: format(messages.paymentPageTooLong, { max }) });
      }
    })
    .transform((values) => ({ instructions: writeInstructions(values), deliveryType: values.deliveryType }));
}
