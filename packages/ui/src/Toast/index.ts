export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { toast, type ToastContent, type ToastOptions, type ToastTone } from './toastStore';
