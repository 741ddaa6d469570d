/**
 * Where the geo tiles' centres are, in pixels of the map's box, kept current with a
 * ResizeObserver: the roads are drawn between the tiles as they are laid out (rows as tall as
 * their own parties), at any width.
 */
import { type Accessor, createSignal, onCleanup } from "solid-js";

/** The map box's size and each tile's centre by geo id. */
export interface Centres {
  width: number;
  height: number;
  at: Record<string, { x: number; y: number }>;
}

/** Tracks the centres of the `[data-geo]` tiles inside the element `box` gives once mounted. */
export function tileCentres(): { centres: Accessor<Centres>; attach: (box: HTMLElement) => void } {
  const [centres, setCentres] = createSignal<Centres>({ width: 0, height: 0, at: {} });
  let box: HTMLElement | null = null;
  const measure = () => {
    if (box === null) return;
    const at: Centres["at"] = {};
    for (const tile of box.querySelectorAll<HTMLElement>("[data-geo]")) {
      observer?.observe(tile);
      at[tile.dataset.geo ?? ""] = {
        x: tile.offsetLeft + tile.offsetWidth / 2,
        y: tile.offsetTop + tile.offsetHeight / 2,
      };
    }
    setCentres({ width: box.clientWidth, height: box.clientHeight, at });
  };
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
  onCleanup(() => observer?.disconnect());
  return {
    centres,
    attach(el) {
      box = el;
      observer?.observe(el);
      queueMicrotask(measure);
    },
  };
}
