import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared by Storybook and Vitest. Readable class names in development, short hashes otherwise.
export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin({ identifiers: mode === 'production' ? 'short' : 'debug' })],
}));
