import { Link } from "react-router";

/** The floor's second route, a chunk of its own. */
export default function Other() {
  return <Link to="/">Home</Link>;
}
