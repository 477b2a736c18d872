export { Instructions, type InstructionsProps } from './Instructions';
export { InstructionsDrawer, type InstructionsChange, type InstructionsDrawerProps } from './InstructionsDrawer';
export {
  createInstructionsSchema,
  doNotRingBellMarker,
  instructionsMaxLength,
  notesMaxLength,
  readInstructions,
  writeInstructions,
  type InstructionsFormValues,
  type InstructionsMessages,
  type InstructionsParts,
} from './instructionsRules';
