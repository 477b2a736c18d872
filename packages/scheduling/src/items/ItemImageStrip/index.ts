export { ItemImageStrip, type ItemImageStripProps } from './ItemImageStrip';
export { itemStripMaxCount, itemStripMaxImages, moreBubbleText } from './imageStrip';
