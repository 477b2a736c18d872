export { ItemImageStrip, type ItemImageStripProps } from './ItemImageStrip';
export { itemStripMaxCount, itemStripMaxImages, moreBubbleText, type StripMessages } from './imageStrip';
