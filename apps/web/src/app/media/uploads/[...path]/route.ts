/**
 * Uploaded photos and videos (/media/uploads/…) are the API's (MEDIA_DIR or the bucket): passed on like
 * the API calls, so pages and the image route read them from the site's own origin.
 */
export const dynamic = 'force-dynamic';
export { GET, HEAD } from '@/lib/api-proxy/methods';
