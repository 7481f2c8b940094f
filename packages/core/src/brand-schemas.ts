import { z } from 'zod';
import { BRAND_TYPES, THEMES } from './brand.ts';

export const BrandTypeSchema = z.enum(BRAND_TYPES);
export const ThemeSchema = z.enum(THEMES);
