export { ItemTable, type ItemTableProps } from './ItemTable';
