/** An unknown path inside an area of the shell (the admin area): its error boundary shows the 404. */
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFoundInShell() {
  return null;
}
