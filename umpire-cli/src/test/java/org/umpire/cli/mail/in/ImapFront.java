package org.umpire.cli.mail.in;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.KeyStore;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * A loopback front to GreenMail's plain IMAP, for what GreenMail does not do: STARTTLS (it answers
 * {@code CAPABILITY} and {@code STARTTLS} itself, switches to TLS with the test CA's server certificate
 * ({@code tls/server.p12}), then passes every byte on to GreenMail), TLS from the first byte with that
 * certificate, and a server without MOVE (the word taken out of every capability line).
 */
final class ImapFront implements AutoCloseable {

    enum Tls {
        NONE,
        STARTTLS,
        IMPLICIT
    }

    private final ServerSocket server;
    private final int backend;
    private final Tls tls;
    private final boolean withoutMove;
    private final SSLContext ssl;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    /** Every command line the client sent after TLS (or all, without TLS), for checks. */
    final List<String> commands = new CopyOnWriteArrayList<>();

    ImapFront(int backendPort, Tls tls, boolean withoutMove) throws Exception {
        this.backend = backendPort;
        this.tls = tls;
        this.withoutMove = withoutMove;
        this.ssl = serverContext();
        this.server = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::accept, "imap-front");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return server.getLocalPort();
    }

    private static SSLContext serverContext() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = ImapFront.class.getResourceAsStream("/tls/server.p12")) {
            ks.load(in, "changeit".toCharArray());
        }
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(ks, "changeit".toCharArray());
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(kmf.getKeyManagers(), null, null);
        return ctx;
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                open.add(client);
                Thread t = new Thread(() -> serve(client), "imap-front-conn");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try {
            Socket front = client;
            if (tls == Tls.IMPLICIT) {
                front = upgrade(client);
            } else if (tls == Tls.STARTTLS) {
                front = beforeTls(client);
                if (front == null) {
                    return;
                }
            }
            Socket back = new Socket(InetAddress.getLoopbackAddress(), backend);
            open.add(back);
            InputStream fromBack = back.getInputStream();
            String greeting = line(fromBack);
            if (tls != Tls.STARTTLS) {
                write(front.getOutputStream(), rewrite(greeting));
            }
            Socket f = front;
            Thread up = new Thread(() -> pipe(f, back, true), "imap-front-up");
            up.setDaemon(true);
            up.start();
            pipe(back, front, false);
        } catch (IOException e) {
            // the client or the test closed the connection
        } finally {
            close(client);
        }
    }

    /** Plain IMAP up to STARTTLS: the capability offers it; then the socket in TLS, or null when the client left. */
    private Socket beforeTls(Socket client) throws IOException {
        OutputStream out = client.getOutputStream();
        InputStream in = client.getInputStream();
        write(out, "* OK [CAPABILITY IMAP4rev1 STARTTLS LOGINDISABLED] front ready\r\n");
        while (true) {
            String l = line(in);
            if (l == null) {
                return null;
            }
            String[] w = l.trim().split(" ", 3);
            String cmd = w.length > 1 ? w[1].toUpperCase(Locale.ROOT) : "";
            if (cmd.equals("CAPABILITY")) {
                write(out, "* CAPABILITY IMAP4rev1 STARTTLS LOGINDISABLED\r\n" + w[0] + " OK done\r\n");
            } else if (cmd.equals("STARTTLS")) {
                write(out, w[0] + " OK begin TLS now\r\n");
                return upgrade(client);
            } else if (cmd.equals("LOGOUT")) {
                write(out, "* BYE\r\n" + w[0] + " OK bye\r\n");
                return null;
            } else {
                write(out, w[0] + " BAD STARTTLS first\r\n");
            }
        }
    }

    private Socket upgrade(Socket plain) throws IOException {
        SSLSocket s = (SSLSocket) ssl.getSocketFactory().createSocket(plain, null, plain.getPort(), true);
        s.setUseClientMode(false);
        s.startHandshake();
        open.add(s);
        return s;
    }

    /** Copies lines from {@code from} to {@code to}, taking MOVE out of capability lines when asked. */
    private void pipe(Socket from, Socket to, boolean upward) {
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (String l = line(in); l != null; l = line(in)) {
                if (upward) {
                    commands.add(l.trim());
                }
                write(out, upward ? l : rewrite(l));
            }
        } catch (IOException e) {
            // closed
        } finally {
            close(from);
            close(to);
        }
    }

    private String rewrite(String l) {
        return withoutMove && l.contains("CAPABILITY") ? l.replace(" MOVE", "") : l;
    }

    /** One line with its CRLF, read byte by byte (ISO-8859-1 keeps every byte), or null at the end. */
    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0) {
            b.write(c);
            if (c == '\n') {
                break;
            }
        }
        return b.size() == 0 ? null : b.toString(StandardCharsets.ISO_8859_1);
    }

    private static void write(OutputStream out, String s) throws IOException {
        out.write(s.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closing
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        open.forEach(ImapFront::close);
    }
}
