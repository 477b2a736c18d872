export { FlashSales, type FlashSalesProps } from './FlashSales';
export { useFlashSaleLeaveGuard, type FlashSaleLeaveGuard } from './useFlashSaleLeaveGuard';
