import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Measures the board (the space below the header) and the height of every row at
 * the width of one column, again whenever either changes size (resize, rotation,
 * fonts, a new menu). `measureRef` goes on an invisible list holding every row.
 */
export function useMeasuredRows(columns: number, items: readonly unknown[]) {
  const boardRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [board, setBoard] = useState({ width: 0, height: 0, gap: 0 });
  const [heights, setHeights] = useState<number[] | null>(null);

  useLayoutEffect(() => {
    const element = boardRef.current;
    if (!element) return;
    const read = () => {
      const grid = element.firstElementChild;
      const gap = grid ? Number.parseFloat(getComputedStyle(grid).columnGap) || 0 : 0;
      setBoard({ width: element.clientWidth, height: element.clientHeight, gap });
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Re-measure when the rows change (items), and whenever the list changes size.
  useLayoutEffect(() => {
    const list = measureRef.current;
    if (!list) return;
    const read = () => setHeights([...list.children].map((row) => row.getBoundingClientRect().height));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(list);
    return () => observer.disconnect();
  }, [items]);

  const columnWidth = board.width > 0 ? (board.width - board.gap * (columns - 1)) / Math.max(1, columns) : 0;
  return { boardRef, measureRef, columnWidth, available: board.height, heights: board.height > 0 ? heights : null };
}
