package org.umpire.cli.mail.in;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay on loopback between a mail client and a server that drops the connection when the client
 * sends a line holding one of the words a test names (once), as a server that restarts or a network that
 * fails mid-batch would: both sockets closed, that line never forwarded.
 */
final class CuttingProxy implements AutoCloseable {

    private final ServerSocket socket;
    private final int target;
    private volatile List<String> cutOn = List.of();
    private final AtomicInteger cuts = new AtomicInteger();

    CuttingProxy(int targetPort) throws IOException {
        this.target = targetPort;
        this.socket = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::acceptLoop, "cutting-proxy");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    /** The next line the client sends holding one of {@code words} (any case) cuts the connection. */
    CuttingProxy cutWhenClientSends(String... words) {
        cutOn = List.of(words);
        return this;
    }

    int cuts() {
        return cuts.get();
    }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                pump(server.getInputStream(), client.getOutputStream(), client, server, false);
                pump(client.getInputStream(), server.getOutputStream(), client, server, true);
            } catch (IOException e) {
                // closed by the test
            }
        }
    }

    /** Copies one way; from the client, line by line, so that the line to cut on is never forwarded. */
    private void pump(InputStream in, OutputStream out, Socket a, Socket b, boolean fromClient) {
        Thread t = new Thread(
                () -> {
                    ByteArrayOutputStream line = new ByteArrayOutputStream();
                    byte[] buf = new byte[8192];
                    try {
                        int n;
                        while ((n = in.read(buf)) >= 0) {
                            if (!fromClient) {
                                out.write(buf, 0, n);
                                out.flush();
                                continue;
                            }
                            for (int i = 0; i < n; i++) {
                                line.write(buf[i]);
                                if (buf[i] == '\n') {
                                    if (cut(line.toString(StandardCharsets.ISO_8859_1))) {
                                        close(a, b);
                                        return;
                                    }
                                    line.writeTo(out);
                                    line.reset();
                                }
                            }
                            out.flush();
                        }
                    } catch (IOException e) {
                        // the other side went away
                    }
                    close(a, b);
                },
                "cutting-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    private boolean cut(String line) {
        String upper = line.toUpperCase(Locale.ROOT);
        for (String w : cutOn) {
            if (upper.contains(w.toUpperCase(Locale.ROOT))) {
                cutOn = List.of();
                cuts.incrementAndGet();
                return true;
            }
        }
        return false;
    }

    private static void close(Socket a, Socket b) {
        try {
            a.close();
        } catch (IOException e) {
            // closing
        }
        try {
            b.close();
        } catch (IOException e) {
            // closing
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
