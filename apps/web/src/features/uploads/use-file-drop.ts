import { useEffect, useRef, useState } from 'react';

/**
 * Drag-and-drop of files onto an element, for mouse users. Native listeners: the element is not
 * a control (the file input inside it is), so it gets no role or key handling of its own.
 */
export function useFileDrop<T extends HTMLElement>(onFiles: (files: FileList) => void) {
  const ref = useRef<T>(null);
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const over = (e: DragEvent) => {
      e.preventDefault();
      setDragging(true);
    };
    const leave = () => setDragging(false);
    const drop = (e: DragEvent) => {
      e.preventDefault();
      setDragging(false);
      if (e.dataTransfer?.files.length) latest.current(e.dataTransfer.files);
    };
    el.addEventListener('dragover', over);
    el.addEventListener('dragleave', leave);
    el.addEventListener('drop', drop);
    return () => {
      el.removeEventListener('dragover', over);
      el.removeEventListener('dragleave', leave);
      el.removeEventListener('drop', drop);
    };
  }, []);
  return { ref, dragging };
}
