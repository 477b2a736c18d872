import { describe, expect, it } from 'vitest';
import { paymentPageMessages as messages } from '../paymentPageMessages';
import {
  createInstructionsSchema,
  doNotRingBellMarker,
  instructionsMaxLength,
  notesMaxLength,
  readInstructions,
  writeInstructions,
} from './instructionsRules';

describe('given the do-not-ring-bell checkbox', () => {
  it('appends the marker to the notes', () => {
    expect(writeInstructions({ notes: 'Leave by the side door', doNotRingBell: true })).toBe(
      `Leave by the side door ${doNotRingBellMarker}`,
    );
  });

  it('sends the marker alone without notes, and nothing without either', () => {
    expect(writeInstructions({ notes: '  ', doNotRingBell: true })).toBe(doNotRingBellMarker);
    expect(writeInstructions({ notes: '', doNotRingBell: false })).toBe('');
  });

  it('reads the marker back as the checkbox, the notes without it', () => {
    expect(readInstructions(`Gate code 1234 ${doNotRingBellMarker}`)).toEqual({
      notes: 'Gate code 1234',
      doNotRingBell: true,
    });
    expect(readInstructions('Gate code 1234')).toEqual({ notes: 'Gate code 1234', doNotRingBell: false });
    expect(readInstructions(doNotRingBellMarker)).toEqual({ notes: '', doNotRingBell: true });
  });

  it('round-trips', () => {
    const parts = { notes: 'Ring twice', doNotRingBell: true };
    expect(readInstructions(writeInstructions(parts))).toEqual(parts);
  });
});

describe('given the 128-character limit', () => {
  it('leaves the notes all 128 without the marker, and room for it with', () => {
    expect(notesMaxLength(false)).toBe(128);
    expect(notesMaxLength(true) + doNotRingBellMarker.length + 1).toBe(instructionsMaxLength);
  });

  it('never sends more than 128 characters', () => {
    const notes = 'a'.repeat(notesMaxLength(true));
    expect(writeInstructions({ notes, doNotRingBell: true })).toHaveLength(128);
  });

  it('refuses notes over the limit, which shrinks with the checkbox', () => {
    const schema = createInstructionsSchema(messages);
    const long = 'a'.repeat(notesMaxLength(true) + 1);
    expect(schema.safeParse({ notes: long, doNotRingBell: false, deliveryType: 'Standard' }).success).toBe(true);
    const result = schema.safeParse({ notes: long, doNotRingBell: true, deliveryType: 'Standard' });
    expect(result.error?.issues[0]?.message).toBe(`Use ${notesMaxLength(true)} characters or fewer.`);
  });

  it('gives the instructions and the delivery type to send', () => {
    const result = createInstructionsSchema(messages).safeParse({
      notes: 'Side door',
      doNotRingBell: true,
      deliveryType: 'Contactless',
    });
    expect(result.data).toEqual({ instructions: `Side door ${doNotRingBellMarker}`, deliveryType: 'Contactless' });
  });
});
