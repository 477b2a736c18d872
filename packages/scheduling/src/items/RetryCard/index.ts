export { RetryCard, type RetryCardProps } from './RetryCard';
