/** Hands the list controller to the views inside `ScreenList`, so none of them fetches or parses. */
import { createContext, useContext } from "react";
import type { ListController } from "./use-list-controller";

export const ListContext = createContext<ListController | null>(null);

export function useListContext(): ListController {
  const controller = useContext(ListContext);
  if (!controller) {
    throw new Error("useListContext: render this list view inside <ScreenList>, which provides it");
  }
  return controller;
}
