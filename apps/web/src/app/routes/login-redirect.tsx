import { Navigate, useLocation } from "react-router";

/** /login is the sign-in tab of /auth; other query parameters (redirect) are kept. */
export default function LoginRedirectRoute() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("tab");
  params.set("mode", "login");
  return <Navigate to={`/auth?${params.toString()}`} replace />;
}
