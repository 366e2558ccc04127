import net from "node:net";
import { describe, expect, it } from "vitest";
import { smtpTransport } from "./mail.sender.ts";

describe("smtpTransport", () => {
  it("loads nodemailer on the first mail and talks SMTP to SMTP_URL's server", async () => {
    // A minimal SMTP server that greets, accepts the envelope and the message, and records what it got.
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let inData = false;
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
          received.push(line);
          if (inData) {
            if (line === ".") {
              inData = false;
              socket.write("250 queued\r\n");
            }
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write("354 go on\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, "NutriPilot <no-reply@example.com>");
      await transport.sendMail({ from: "", to: "ada@example.com", subject: "Hello", text: "A test mail" });
      expect(received).toContain("MAIL FROM:<no-reply@example.com>");
      expect(received).toContain("RCPT TO:<ada@example.com>");
      expect(received.some((l) => l.includes("A test mail"))).toBe(true);
    } finally {
      server.close();
    }
  });
});
