/**
 * The app configuration a steward edits (`CONFIG_DIR/app.json`) and `GET /api/app-config`
 * answers: names, links, app code, logo sizes and the feature options of the spec.
 */

export interface AppOptions {
  /** Self-registration (register, register-role, verify-email, waiting screen). */
  allowRegister: boolean;
  /** Forgot-password and the reset page. */
  forgetPassword: boolean;
  /** Store default department and project after login, for forms to prefill. */
  autofill: boolean;
  /** The signed-in user's menu (profile, sign-out) in the header. */
  myAction: boolean;
  /** The admin layout's optional right aside. */
  asideRight: boolean;
  /** Sign-in through the company identity provider; the login then carries the app code. */
  sso: boolean;
}

export interface AppConfig {
  name: string;
  company: string;
  userGuideUrl: string;
  /** Identifies this product; a stored session with another app code is dropped. */
  appCode: string;
  logo: { loginHeight: number; asideHeight: number };
  mobileApps: { android: string; ios: string };
  /** Where the "sign in with SSO" button leads; empty: no button. */
  ssoLoginUrl: string;
  options: AppOptions;
}

/**
 * The map widgets' settings. They come from the server's environment, not from app.json: the
 * token is the company's, and the style names its own tile server.
 */
export interface MapSettings {
  /** Style JSON of the company's tiles; empty: a plain local style that needs no network. */
  styleUrl: string;
  /** A Mapbox public token; when set, mapbox-gl draws the maps instead of maplibre-gl. */
  mapboxToken: string;
  /** The place search and reverse geocoding provider by name; "none": both off. */
  geocoder: string;
}

/** What `GET /api/app-config` answers: the steward's file and the server's map settings. */
export interface AppConfigAnswer extends AppConfig {
  maps: MapSettings;
  /**
   * The external viewer for doc/docx/ppt/pptx files, `{url}` standing for the file's address;
   * empty: off, those files are only downloaded (the company's files are not public).
   */
  documentViewerUrl: string;
}
