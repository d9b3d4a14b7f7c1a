/** A sidebars or category file that cannot be used: the message names the file (and line). */
export class SidebarError extends Error {}
