export { AccountDashboard, type AccountDashboardProps } from './AccountDashboard';
