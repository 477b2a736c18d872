export { DayCarousel, dayWidth, type DayCarouselProps } from './DayCarousel';
