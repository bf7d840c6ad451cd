/**
 * Which page answers which address. The public pages of the spec stand alone; every other
 * page sits in the admin frame: the module launcher at `/`, a module's screens at
 * `/{module}{route}`, the schema preview, and the not-found page for anything else.
 */
import { Route, Switch } from "wouter";
import { ContentPage } from "./auth/ContentPage";
import { LoginPage } from "./auth/LoginPage";
import { RegisterRolePage } from "./auth/RegisterRolePage";
import { ResetPasswordPage } from "./auth/ResetPasswordPage";
import { RegisterPage } from "./auth/register/RegisterPage";
import { SsoLoginPage } from "./auth/SsoLoginPage";
import { VerifyEmailPage } from "./auth/VerifyEmailPage";
import { WaitingAccountPage } from "./auth/WaitingAccountPage";
import { LauncherPage } from "./launcher/LauncherPage";
import { AppShell } from "./layout/AppShell";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RoutePage } from "./pages/RoutePage";
import { LazySchemaPreviewPage } from "./schema-form/lazy-pages";

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/sso-login" component={SsoLoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/register-role" component={RegisterRolePage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/waiting-account" component={WaitingAccountPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/term-condition">
        <ContentPage page="term-condition" />
      </Route>
      <Route path="/privacy-policy">
        <ContentPage page="privacy-policy" />
      </Route>
      {/* A dashboard widget filling the screen (a wall TV): the dashboard's page, no frame. */}
      <Route path="/:module/:route/widget/:widget" component={RoutePage} />
      <Route>
        <AppShell>
          <Switch>
            <Route path="/" component={LauncherPage} />
            <Route path="/schema-preview/dashboard/:dashboard" component={LazySchemaPreviewPage} />
            <Route path="/schema-preview/:id?" component={LazySchemaPreviewPage} />
            {/* The page the route's line names: a screen, a dashboard, the QR cards… */}
            <Route path="/:module/:route" component={RoutePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </AppShell>
      </Route>
    </Switch>
  );
}
