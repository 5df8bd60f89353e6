export { FramePage, type FrameKit } from './view/frame-page';
