/**
 * Serializes and coalesces heart clicks (no React). The heart shows the state of the last click at
 * once; the server is moved towards it one request at a time, and clicks made while a request is in
 * flight only change the target. Rapid like/unlike/like therefore sends at most one like, and never
 * two requests at once (which could race into two likes or a like left behind).
 */

/** The two server operations; `like` resolves to the id of my like (new, or the existing one on 200). */
export interface LikeOperations {
  like: () => Promise<string>;
  unlike: (likeId: string) => Promise<void>;
}

/** What the heart shows. */
export interface LikeSnapshot {
  /** The state the user asked for last (shown at once). */
  isLiked: boolean;
  /** A request is on its way. */
  isBusy: boolean;
  /** The last failure; the heart is back to the server's state. */
  error?: unknown;
}

export class LikeCoalescer {
  #ops: LikeOperations;
  #serverLikeId: string | undefined;
  #desired: boolean;
  #busy = false;
  #error: unknown = undefined;
  #listeners = new Set<() => void>();
  #snapshot: LikeSnapshot;

  constructor(ops: LikeOperations, serverLikeId: string | undefined) {
    this.#ops = ops;
    this.#serverLikeId = serverLikeId;
    this.#desired = serverLikeId !== undefined;
    this.#snapshot = this.#makeSnapshot();
  }

  /** Replaces the operations (a re-render may bring new callbacks); safe at any time. */
  setOperations(ops: LikeOperations): void {
    this.#ops = ops;
  }

  /** Fresh server truth (a refetched list); ignored while requests run, since they will settle it. */
  syncFromServer(serverLikeId: string | undefined): void {
    if (this.#busy) return;
    if (serverLikeId === this.#serverLikeId && this.#desired === (serverLikeId !== undefined)) return;
    this.#serverLikeId = serverLikeId;
    this.#desired = serverLikeId !== undefined;
    this.#emit();
  }

  toggle(): void {
    this.#desired = !this.#desired;
    this.#error = undefined;
    this.#emit();
    if (!this.#busy) void this.#drain();
  }

  getSnapshot = (): LikeSnapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async #drain(): Promise<void> {
    this.#busy = true;
    this.#emit();
    try {
      while (this.#desired !== (this.#serverLikeId !== undefined)) {
        if (this.#desired) this.#serverLikeId = await this.#ops.like();
        else {
          const id = this.#serverLikeId as string;
          await this.#ops.unlike(id);
          this.#serverLikeId = undefined;
        }
      }
    } catch (error) {
      // Show the truth again: the heart goes back to what the server has.
      this.#error = error;
      this.#desired = this.#serverLikeId !== undefined;
    } finally {
      this.#busy = false;
      this.#emit();
    }
  }

  #makeSnapshot(): LikeSnapshot {
    return { isLiked: this.#desired, isBusy: this.#busy, ...(this.#error !== undefined ? { error: this.#error } : {}) };
  }

  #emit(): void {
    this.#snapshot = this.#makeSnapshot();
    for (const l of this.#listeners) l();
  }
}
