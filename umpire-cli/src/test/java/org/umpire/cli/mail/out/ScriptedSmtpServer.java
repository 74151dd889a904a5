package org.umpire.cli.mail.out;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A minimal SMTP server on loopback whose replies a test scripts, to provoke the failures a real
 * server gives rarely: "451 try again later" on one connection, "550 user unknown" for one
 * recipient. Commands not scripted get the usual success reply. Messages received whole are kept.
 */
final class ScriptedSmtpServer implements AutoCloseable {

    private final ServerSocket socket;
    private final Thread acceptor;
    private final AtomicInteger connections = new AtomicInteger();
    /** Reply to MAIL FROM on connection n (1-based), when scripted. */
    private final Map<Integer, String> mailFromReplies = new ConcurrentHashMap<>();
    /** Reply to RCPT TO naming an address, when scripted. */
    private final Map<String, String> rcptReplies = new ConcurrentHashMap<>();

    private final List<String> received = Collections.synchronizedList(new ArrayList<>());
    /** Accepts connections and never says a word (a server that hangs). */
    private volatile boolean silent;
    /** Offers AUTH and refuses every login. */
    private volatile boolean refuseLogins;

    private final AtomicInteger logins = new AtomicInteger();

    ScriptedSmtpServer silent() {
        silent = true;
        return this;
    }

    ScriptedSmtpServer refusingLogins() {
        refuseLogins = true;
        return this;
    }

    /** Offers AUTH and answers every login with {@code reply} (a 4xx: the server cannot check it now). */
    ScriptedSmtpServer answeringLogins(String reply) {
        refuseLogins = true;
        authReply = reply;
        return this;
    }

    private volatile String authReply = "535 5.7.8 Authentication credentials invalid";

    int logins() {
        return logins.get();
    }

    ScriptedSmtpServer() throws IOException {
        socket = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        acceptor = new Thread(this::acceptLoop, "scripted-smtp");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    ScriptedSmtpServer onMailFrom(int connection, String reply) {
        mailFromReplies.put(connection, reply);
        return this;
    }

    ScriptedSmtpServer onRcpt(String address, String reply) {
        rcptReplies.put(address.toLowerCase(Locale.ROOT), reply);
        return this;
    }

    int connections() {
        return connections.get();
    }

    /** The raw data of every message accepted. */
    List<String> received() {
        return List.copyOf(received);
    }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            try (Socket s = socket.accept()) {
                serve(s, connections.incrementAndGet());
            } catch (IOException e) {
                // socket closed by the test, or a client hung up: next connection
            }
        }
    }

    private void serve(Socket s, int connection) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
        OutputStream out = s.getOutputStream();
        if (silent) {
            while (s.getInputStream().read() >= 0) {
                // say nothing until the client hangs up
            }
            return;
        }
        reply(out, "220 scripted.test ESMTP");
        String line;
        while ((line = in.readLine()) != null) {
            String upper = line.toUpperCase(Locale.ROOT);
            if (upper.startsWith("EHLO") && refuseLogins) {
                reply(out, "250-scripted.test\r\n250 AUTH PLAIN LOGIN");
            } else if (upper.startsWith("AUTH")) {
                logins.incrementAndGet();
                reply(out, authReply);
            } else if (upper.startsWith("EHLO") || upper.startsWith("HELO")) {
                reply(out, "250 scripted.test");
            } else if (upper.startsWith("MAIL FROM")) {
                reply(out, mailFromReplies.getOrDefault(connection, "250 2.1.0 OK"));
            } else if (upper.startsWith("RCPT TO")) {
                String address =
                        line.substring(line.indexOf('<') + 1, line.indexOf('>')).toLowerCase(Locale.ROOT);
                reply(out, rcptReplies.getOrDefault(address, "250 2.1.5 OK"));
            } else if (upper.startsWith("DATA")) {
                reply(out, "354 end with <CRLF>.<CRLF>");
                StringBuilder data = new StringBuilder();
                while ((line = in.readLine()) != null && !line.equals(".")) {
                    data.append(line).append('\n');
                }
                received.add(data.toString());
                reply(out, "250 2.0.0 queued");
            } else if (upper.startsWith("QUIT")) {
                reply(out, "221 2.0.0 bye");
                return;
            } else {
                reply(out, "250 OK");
            }
        }
    }

    private static void reply(OutputStream out, String text) throws IOException {
        out.write((text + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
