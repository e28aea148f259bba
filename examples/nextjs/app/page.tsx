import { Verification } from './Verification';

// Rendered on the server; the widget runs in the client component below.
export default function Page() {
  return (
    <main>
      <h1>Open your account</h1>
      <p>We need to check your identity: a photo of your passport and a selfie.</p>
      <Verification />
    </main>
  );
}
