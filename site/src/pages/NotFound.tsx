import { NotFoundSection } from '@brand/ui/sections/NotFound/NotFoundSection.tsx';
import { PageHead } from '../seo/PageHead';

/** Any other address: "Oops! Page not found" and "Return to Home" (to the home page of the language). */
export default function NotFoundPage() {
  return (
    <>
      <PageHead page="not-found" />
      <NotFoundSection label="404" />
    </>
  );
}
