/** Query keys of the telers (growers) feature; a saved teler invalidates `all`. */
export const telerKeys = {
  all: ['telers'] as const,
  admin: ['telers', 'admin'] as const,
  options: ['telers', 'options'] as const,
  list: (plaats?: string) => ['telers', 'list', plaats ?? 'all'] as const,
  detail: (slug: string) => ['telers', 'detail', slug] as const,
};
