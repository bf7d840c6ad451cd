/**
 * A menu button's behaviour (WAI-ARIA menu button): the toggle opens the menu (a click, Enter,
 * Space or ArrowDown) and the focus moves to its first item; ArrowUp/ArrowDown/Home/End move
 * between the items, Enter or Space chooses one, Escape closes it and gives the focus back to
 * the toggle, Tab or a click elsewhere closes it. The caller draws the toggle and the menu box
 * (`role="menu"`) with these props; its items are `role="menuitem"` with `tabIndex={-1}`, the
 * look is `.menu`/`.menu__item`.
 */
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

const ITEMS = "[role=menuitem]";

export function useMenu({ disabled = false }: { disabled?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      items[move[event.key] ?? 0]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === " " && document.activeElement instanceof HTMLAnchorElement) {
      // A link item follows on Space too, as a button item does.
      event.preventDefault();
      document.activeElement.click();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return {
    open,
    /** Closes the menu and gives the focus back to its toggle (an item was chosen). */
    close,
    toggleProps: {
      ref: toggleRef,
      "aria-haspopup": "menu" as const,
      "aria-expanded": open,
      "aria-controls": open ? menuId : undefined,
      // Not `disabled`: the focus comes back here from the menu and must not drop to the page.
      "aria-disabled": disabled || undefined,
      onClick: () => setOpen((was) => !disabled && !was),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          if (!disabled) setOpen(true);
        }
      },
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      onKeyDown: onMenuKey,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget;
        // To the toggle, its own click closes the menu.
        if (!event.currentTarget.contains(next) && next !== toggleRef.current) setOpen(false);
      },
    },
  };
}
