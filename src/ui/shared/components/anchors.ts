/** The ids a link elsewhere on the page jumps to: the profile's plan chooser, from a gift's card. */
export const PLAN_CHOOSER_ID = 'choose-plan';
