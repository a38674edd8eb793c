import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";

/** The tab names the problem ("Page not found · Debrief"), not only the product. */
export const metadata: Metadata = { title: "Page not found" };

/** 404 for unmatched routes and `notFound()`. */
export default function NotFound() {
  return (
    <NotFoundMessage title="Page not found" testId="not-found">
      There is nothing at this address.
    </NotFoundMessage>
  );
}
