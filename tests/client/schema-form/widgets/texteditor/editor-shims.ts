/**
 * What ProseMirror measures and jsdom does not draw: caret rectangles and the element at a
 * point. Zero-sized answers are enough for typing, selecting and toggling marks.
 */
export function installEditorShims(): void {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
}
