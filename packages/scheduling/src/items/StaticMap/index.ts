export { StaticMap, staticMapZoom, type MapPoint, type StaticMapProps } from './StaticMap';
