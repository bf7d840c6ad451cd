/**
 * The reference page's only script. A browser signed in to Mandor keeps its session token in
 * local storage (the spec's `token` key), which no page request carries: the script asks for
 * the page again with that token and the stored language, and puts the caller's own screens
 * in place. It never runs inline (the Content Security Policy allows scripts of this origin
 * only) and the sign-in page never loads it.
 */
export const REFERENCE_SCRIPT_PATH = "/docs/reference.js";

export const REFERENCE_SCRIPT = `(() => {
  let token = null;
  let locale = null;
  try {
    token = localStorage.getItem("token");
    locale = localStorage.getItem("locale");
  } catch {
    return;
  }
  if (!token || document.documentElement.dataset.signedIn === "true") return;
  const headers = { authorization: "Bearer " + token };
  if (locale) headers["content-language"] = locale;
  fetch(location.pathname, { headers })
    .then((response) => (response.ok ? response.text() : null))
    .then((html) => {
      if (!html) return;
      const next = new DOMParser().parseFromString(html, "text/html");
      const main = next.querySelector("main");
      if (!main || next.documentElement.dataset.signedIn !== "true") return;
      document.querySelector("main")?.replaceWith(document.adoptNode(main));
      document.documentElement.dataset.signedIn = "true";
      document.title = next.title;
    })
    .catch(() => {});
})();
`;
