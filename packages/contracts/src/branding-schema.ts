import Joi from 'joi';
import { BRANDING_COLOR_MESSAGE, type BrandingInput } from './branding';

const color = Joi.string().trim().lowercase().pattern(/^#[0-9a-f]{6}$/).allow(null).messages({ 'string.pattern.base': `{{#label}} ${BRANDING_COLOR_MESSAGE}` });

export const brandingInputSchema = Joi.object<BrandingInput>({ primaryColor: color, accentColor: color });
