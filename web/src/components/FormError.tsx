/** A form's failure under its fields, read out when it appears: "Error: <what the server said>". */
export function FormError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-control border border-line border-l-4 border-l-error bg-error-pale p-3"
    >
      Error: {message}
    </p>
  );
}
