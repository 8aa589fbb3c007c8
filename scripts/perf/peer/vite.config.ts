import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The peer is built as react-admin's docs show, with vite's defaults: no tuning in its favour or against it.
export default defineConfig({ plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
