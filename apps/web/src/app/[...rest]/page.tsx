import { redirect } from 'next/navigation';

/** The spec: any other path redirects to the home page. */
export default function UnknownPath(): never {
  redirect('/');
}
