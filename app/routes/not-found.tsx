/** Any path no route knows: the root error boundary shows the not-found page with status 404. */
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
