package org.umpire.cli.mail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;

/**
 * TLS for a mail server whose certificate no public authority signed ({@code imap.trust-file},
 * {@code smtp.trust-file}): a PEM file holding the server's own certificate (self-signed: trusted as
 * it is, whatever host name it carries, as long as it has not expired) or the private CA that signed
 * it (then the certificate must chain to that CA and name the host connected to, checked by Jakarta
 * Mail's {@code checkserveridentity}). Only the file's certificates are trusted, not the JDK's.
 */
public final class TlsTrust {

    private static final Pattern PEM =
            Pattern.compile("-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\\s]+)-----END CERTIFICATE-----");
    /** Largest trust file read: a few certificates. */
    private static final int MAX_BYTES = 256 << 10;

    private TlsTrust() {}

    /**
     * The socket factory that trusts the certificates of {@code file}.
     *
     * @param field the setting naming the file, for messages: {@code imap.trust-file}
     * @throws UserException ({@link ExitCode#INVALID}) when the file cannot be read or holds no certificate
     */
    public static SSLSocketFactory socketFactory(Path file, String field) {
        List<X509Certificate> certs = read(file, field);
        try {
            KeyStore anchors = KeyStore.getInstance(KeyStore.getDefaultType());
            anchors.load(null, null);
            for (int i = 0; i < certs.size(); i++) {
                anchors.setCertificateEntry("trusted-" + i, certs.get(i));
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance("PKIX");
            tmf.init(anchors);
            X509ExtendedTrustManager pkix = null;
            for (TrustManager tm : tmf.getTrustManagers()) {
                if (tm instanceof X509ExtendedTrustManager manager) {
                    pkix = manager;
                }
            }
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(null, new TrustManager[] {new Pinned(certs, pkix)}, null);
            return ctx.getSocketFactory();
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("this JDK cannot set up TLS: " + e.getMessage(), e);
        }
    }

    /** The certificates of a PEM file, or a message naming the file, the setting and the fix. */
    static List<X509Certificate> read(Path file, String field) {
        String text;
        try {
            text = new String(GameFiles.readBounded(file, MAX_BYTES, "a certificate file"), StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            throw new UserException(
                    ExitCode.INVALID,
                    field + ": " + file + " does not exist; give the PEM file of the"
                            + " server's certificate or of the CA that signed it");
        } catch (IOException e) {
            throw new UserException(ExitCode.INVALID, field + ": cannot read " + file + ": " + e.getMessage());
        }
        if (text.contains("PRIVATE KEY-----")) {
            throw new UserException(
                    ExitCode.INVALID,
                    field + ": " + file + " holds a private key; give a file with the"
                            + " certificate only (-----BEGIN CERTIFICATE-----), and keep the key on the server");
        }
        List<X509Certificate> certs = new ArrayList<>();
        Matcher m = PEM.matcher(text);
        try {
            CertificateFactory cf = CertificateFactory.getInstance("X.509");
            while (m.find()) {
                byte[] der = Base64.getMimeDecoder().decode(m.group(1));
                certs.add((X509Certificate) cf.generateCertificate(new ByteArrayInputStream(der)));
            }
        } catch (CertificateException | IllegalArgumentException e) {
            throw new UserException(
                    ExitCode.INVALID,
                    field + ": " + file + " holds a damaged certificate (" + e.getMessage()
                            + "); copy the PEM file again from the server");
        }
        if (certs.isEmpty()) {
            throw new UserException(
                    ExitCode.INVALID,
                    field + ": " + file + " holds no certificate in PEM form (lines"
                            + " -----BEGIN CERTIFICATE----- ... -----END CERTIFICATE-----); convert a DER file with: openssl x509"
                            + " -inform der -in FILE -out FILE.pem");
        }
        return certs;
    }

    /**
     * Trusts a server presenting one of the file's certificates itself (pinned: no host name check),
     * else what chains to one of them (the PKIX checks, host name included when the socket asks).
     */
    static final class Pinned extends X509ExtendedTrustManager {
        private final List<X509Certificate> pinned;
        private final X509ExtendedTrustManager pkix;

        Pinned(List<X509Certificate> pinned, X509ExtendedTrustManager pkix) {
            this.pinned = List.copyOf(pinned);
            this.pkix = pkix;
        }

        private boolean pinnedLeaf(X509Certificate[] chain) throws CertificateException {
            if (chain != null && chain.length > 0 && pinned.contains(chain[0])) {
                chain[0].checkValidity();
                return true;
            }
            return false;
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws CertificateException {
            if (!pinnedLeaf(chain)) {
                pkix.checkServerTrusted(chain, authType, socket);
            }
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws CertificateException {
            if (!pinnedLeaf(chain)) {
                pkix.checkServerTrusted(chain, authType, engine);
            }
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            if (!pinnedLeaf(chain)) {
                pkix.checkServerTrusted(chain, authType);
            }
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws CertificateException {
            throw new CertificateException("a mail client does not check client certificates");
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws CertificateException {
            throw new CertificateException("a mail client does not check client certificates");
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            throw new CertificateException("a mail client does not check client certificates");
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return pinned.toArray(new X509Certificate[0]);
        }
    }
}
