export { PageFailureAlert, type PageFailureAlertProps } from './PageFailureAlert';
