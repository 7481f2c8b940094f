// The validation half of the form kit, as its own chunk: zod's runtime, the resolver and zod's Dutch messages load
// when a form first validates (or once the page is idle), not with every page that shows a form (ADR 082).
import '../../lib/zod-language.ts';

export { zodResolver } from '@hookform/resolvers/zod';
