export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { toast, type ToastContent, type ToastTone } from './toastStore';
