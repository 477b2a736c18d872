export { Box, type BoxProps } from './Box';
export { sprinkles, type ResponsiveSpace, type Space, type Sprinkles } from './sprinkles.css';
