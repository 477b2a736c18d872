export { Alert, type AlertBaseProps, type AlertDismissProps, type AlertProps, type AlertTone } from './Alert';
