import { announceConsentChange } from "./consent-events";

/** Where the cookie banner's and the menu's forms post the choice. */
const CONSENT_PATH = "/api/consent";

/**
 * Once the page's code runs, answering the cookie question never reloads the page (a reload loses
 * what the visitor was typing and where they were): every submit of a consent form (a tap, a
 * click, Enter), whether or not the banner's own code has come, is stopped and sent with fetch,
 * and the page follows the cookie the server's answer set. The server's answer sends the browser
 * back to the page (a 303), which is not followed: the page is already here. Listened for on the
 * window in the capture phase, ahead of React, which stops an event aimed at a block still waiting
 * for its code. Without JavaScript the form posts as it is and the server shows the page again. A
 * choice that could not be sent stores nothing: the question stays on screen to be answered again.
 */
export function answerConsentInPlace() {
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.getAttribute("action") !== CONSENT_PATH) return;
      event.preventDefault();
      // Its fields (the address to return to, the pressed button's choice) are text, never files.
      const body = new URLSearchParams(new FormData(form, event.submitter) as unknown as string[][]);
      fetch(CONSENT_PATH, { method: "POST", body, redirect: "manual" }).then(announceConsentChange, () => {});
    },
    true,
  );
}
