export { pointOfPin, StaticMap, staticMapZoom, type MapPin, type MapPoint, type StaticMapProps } from './StaticMap';
export { useMapPoint, type MapPointState } from './useMapPoint';
