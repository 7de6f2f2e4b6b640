// Every query key of the plans, in one place: its api files and hooks take theirs from here.

/** The whole plan list sits under this key (the screen and the command palette share it). */
export const plansQueryKey = ['plans'] as const;
