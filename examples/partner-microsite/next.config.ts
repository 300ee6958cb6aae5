import type { NextConfig } from 'next';

/** Plain static files (`out/`), one folder per page: any static host serves them. */
const config: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
};

export default config;
