export { Carousel, type CarouselMessages, type CarouselProps } from './Carousel';
