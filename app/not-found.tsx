import { NotFoundMessage } from "@/components/layout/not-found-message";

/** 404 for unmatched routes and `notFound()`. */
export default function NotFound() {
  return (
    <NotFoundMessage title="Page not found" testId="not-found">
      There is nothing at this address.
    </NotFoundMessage>
  );
}
