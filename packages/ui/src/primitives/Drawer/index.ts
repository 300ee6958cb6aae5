export { Drawer, type DrawerProps, type DrawerRenderProps } from './Drawer';
