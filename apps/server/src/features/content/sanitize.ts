import { POST_IMAGE_PATTERN } from '@platform/core';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for rich text (ADR 049): what the editor makes (paragraphs, headings, lists, quotes, links,
 * bold/italic, our own uploaded images) and nothing else. Scripts, styles, event handlers, iframes and foreign
 * images are dropped with their content; links open safely and carry no referrer.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !POST_IMAGE_PATTERN.test(frame.attribs.src ?? ''),
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

/** Rich text from an editor, reduced to the allowlist. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
