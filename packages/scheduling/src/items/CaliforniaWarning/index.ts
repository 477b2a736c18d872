export { CaliforniaWarning, type CaliforniaWarningProps } from './CaliforniaWarning';
export { showsCaliforniaWarning } from './californiaRule';
