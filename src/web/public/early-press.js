/* global window, document, Element */
// Holds a press on a form's button made on a page rendered at build time before the app's code has run: the page is
// shown at once, and its scripts are modules that run only after it has been read. Without this,
// a press on a form's button would submit the form natively, reloading the page with its fields in
// the address, and the press would be lost. The app's loader takes the held button over and
// presses it again once the app has taken the page over (app/app-loader.ts). A classic script in
// the head, loaded before the page's content, and a file of its own for the Content-Security-Policy.
{
  // A block, not a module: a classic script runs before the page's content is read, a module after.
  const state = { button: null };
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // Only a form's button: elsewhere a press before the app does nothing by itself, and the loader
    // holds presses from the moment it runs.
    if (!button || !button.form) return;
    event.preventDefault();
    state.button = button;
  };
  const onSubmit = (event) => event.preventDefault();
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  // Called once by the app's loader, which holds presses from then on: gives the button pressed so
  // far, if any. Native submission stays off for the page's life: the app handles every form itself,
  // and a form submitted before React has taken it over would otherwise reload the page.
  state.release = () => {
    document.removeEventListener('click', onClick, true);
    return state.button;
  };
  window.nkEarlyPress = state;
}
