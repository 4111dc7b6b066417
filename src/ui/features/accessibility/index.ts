/** The accessibility statement's page, a chunk of its own. */
export const loadAccessibilityPage = () =>
  import(/* webpackChunkName: "page-accessibility" */ './AccessibilityPage');
