// The library's global CSS: reset and the default (brand) theme. Published as `@brand/ui/style.css`
// (with every component's CSS); in the workspace, `import '@brand/ui/style.css'` resolves here.
import './theme/reset.css';
import './theme/brand.css';
