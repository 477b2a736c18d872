export { RadioTile, type RadioTileProps } from './RadioTile';
export { RadioTileAction, type RadioTileActionProps } from './RadioTileAction';
export { RadioTileGroup, type RadioTileGroupProps } from './RadioTileGroup';
