import { alignFace, type Size } from '../model/align';
import type { StorySlide } from '../use-then-and-now';

/** One slide as the video draws it: its loaded picture and its words. */
export interface VideoSlide {
  slide: StorySlide;
  image: CanvasImageSource;
  caption: string;
}

/** The video's timing: how long each slide shows and how long the dissolve into it takes, ms. */
export interface VideoTiming {
  slideMs: number;
  dissolveMs: number;
}

function drawSlide(ctx: CanvasRenderingContext2D, { slide, image }: VideoSlide, stage: Size): void {
  const a = alignFace(slide.image, slide.face, stage);
  if (!a) return;
  if (!a.covers) {
    // the same picture, blurred and scaled to cover, behind one that leaves part of the stage bare
    const src = { width: a.width / a.scale, height: a.height / a.scale };
    const cover = Math.max(stage.width / src.width, stage.height / src.height) * 1.15;
    ctx.save();
    ctx.filter = 'blur(28px) brightness(0.7)';
    ctx.drawImage(image, (stage.width - src.width * cover) / 2, (stage.height - src.height * cover) / 2, src.width * cover, src.height * cover);
    ctx.restore();
  }
  ctx.drawImage(image, a.x, a.y, a.width, a.height);
}

/**
 * The story's frame at `ms` from its start, drawn as the stage shows it: the slide aligned on the
 * face, dissolving in over the one before, the title and the caption over a dark scrim.
 */
export function drawFrame(ctx: CanvasRenderingContext2D, slides: readonly VideoSlide[], title: string, ms: number, timing: VideoTiming): void {
  const stage = { width: ctx.canvas.width, height: ctx.canvas.height };
  const index = Math.min(slides.length - 1, Math.max(0, Math.floor(ms / timing.slideMs)));
  const into = ms - index * timing.slideMs;
  ctx.fillStyle = '#0b0a09';
  ctx.fillRect(0, 0, stage.width, stage.height);
  const current = slides[index];
  if (!current) return;
  const previous = slides[index - 1];
  if (previous && into < timing.dissolveMs) {
    drawSlide(ctx, previous, stage);
    ctx.globalAlpha = into / timing.dissolveMs;
  }
  drawSlide(ctx, current, stage);
  ctx.globalAlpha = 1;

  const unit = Math.round(stage.height / 24);
  const gradient = ctx.createLinearGradient(0, 0, 0, unit * 5);
  gradient.addColorStop(0, 'rgb(0 0 0 / 0.7)');
  gradient.addColorStop(1, 'rgb(0 0 0 / 0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, stage.width, unit * 5);
  ctx.fillStyle = '#f7f3ee';
  ctx.textBaseline = 'top';
  ctx.font = `700 ${unit}px system-ui, sans-serif`;
  ctx.fillText(title, unit, unit, stage.width - 2 * unit);
  ctx.font = `${Math.round(unit * 0.75)}px system-ui, sans-serif`;
  ctx.fillText(current.caption, unit, unit * 2.4, stage.width - 2 * unit);
}
