/** The sprite's symbol id of an icon: an XML name (an id may not start with a digit, e.g. '360'). */
export const iconSymbolId = (name: string) => `icon-${name}`;
