/** Which page answers which address; anything unknown gets the not-found page. */
import { Route, Switch } from "wouter";
import { NotFoundPage } from "./pages/NotFoundPage";
import { WelcomePage } from "./pages/WelcomePage";

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={WelcomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
