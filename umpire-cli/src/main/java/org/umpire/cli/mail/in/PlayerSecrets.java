package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameFiles;

/**
 * Each player's secret (the pass phrase that authenticates their order mails), kept in
 * {@code games/<id>/mail/secrets} only as a salted slow hash: PBKDF2-HMAC-SHA256 from the JDK,
 * {@value #ITERATIONS} iterations, 16 random bytes of salt, one line per address
 * ({@code address TAB pbkdf2-sha256:ITERATIONS:SALT:HASH}), owner-only permissions. A secret is
 * never logged, printed or stored in clear.
 */
public final class PlayerSecrets {

    public static final String FILE = "secrets";
    static final int ITERATIONS = 120_000;
    /** Secrets are typed on phones: at least 6 printable ASCII characters, no space, no {@code =}. */
    public static final Pattern VALID = Pattern.compile("[\\x21-\\x3c\\x3e-\\x7e]{6,64}");

    private static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    /** A pure cache (NoStaticMutableStateTest): hashes already checked in this process (key: stored hash + SHA-256 of the candidate): one slow hash per player and run. */
    private static final Map<String, Boolean> CHECKED = new ConcurrentHashMap<>();

    private final Path file;
    private final Map<String, String> hashes;

    private PlayerSecrets(Path file, Map<String, String> hashes) {
        this.file = file;
        this.hashes = hashes;
    }

    /** The secrets of the game in {@code gameDir} (none yet: an empty set). */
    public static PlayerSecrets of(Path gameDir) {
        Path f = gameDir.resolve("mail").resolve(FILE);
        Map<String, String> h = new TreeMap<>();
        if (Files.exists(f, LinkOption.NOFOLLOW_LINKS)) {
            try {
                for (String line : GameFiles.readLinesNoLink(f)) {
                    int tab = line.indexOf('\t');
                    if (tab > 0) {
                        h.put(
                                line.substring(0, tab).toLowerCase(Locale.ROOT),
                                line.substring(tab + 1).strip());
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + f + ": " + e.getMessage(), e);
            }
        }
        return new PlayerSecrets(f, h);
    }

    public boolean has(String address) {
        return hashes.containsKey(address.toLowerCase(Locale.ROOT));
    }

    /** True when {@code candidate} is this player's secret (constant-time comparison of the hashes). */
    public boolean matches(String address, String candidate) {
        String stored = hashes.get(address.toLowerCase(Locale.ROOT));
        if (stored == null || candidate == null || !VALID.matcher(candidate).matches()) {
            return false;
        }
        String[] p = stored.split(":");
        if (p.length != 4 || !p[0].equals("pbkdf2-sha256")) {
            return false;
        }
        String key = stored + "|" + sha256(candidate);
        return CHECKED.computeIfAbsent(key, k -> {
            byte[] salt = HexFormat.of().parseHex(p[2]);
            byte[] expected = HexFormat.of().parseHex(p[3]);
            return MessageDigest.isEqual(expected, pbkdf2(candidate, salt, Integer.parseInt(p[1])));
        });
    }

    /** Draws a new secret for {@code address}, stores its hash (replacing any earlier one) and returns it. */
    public String issue(String address, SecureRandom random) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            if (i > 0 && i % 4 == 0) {
                sb.append('-');
            }
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        String secret = sb.toString();
        set(address, secret, random);
        return secret;
    }

    /** Stores the hash of a chosen secret for {@code address}. */
    public void set(String address, String secret, SecureRandom random) {
        if (!VALID.matcher(secret).matches()) {
            throw new IllegalArgumentException("a secret is 6 to 64 printable ASCII characters, without spaces or '='");
        }
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        hashes.put(
                address.toLowerCase(Locale.ROOT),
                "pbkdf2-sha256:" + ITERATIONS + ":" + HexFormat.of().formatHex(salt) + ":"
                        + HexFormat.of().formatHex(pbkdf2(secret, salt, ITERATIONS)));
        StringBuilder out = new StringBuilder("# address\tpbkdf2-sha256:iterations:salt:hash (umpire player secret)\n");
        hashes.forEach((a, h) -> out.append(a).append('\t').append(h).append('\n'));
        try {
            GameFiles.ownerOnlyFolder(file.getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file.getParent() + ": " + e.getMessage(), e);
        }
        AtomicFiles.writeSecret(file, out.toString().getBytes(StandardCharsets.UTF_8));
    }

    static byte[] pbkdf2(String secret, byte[] salt, int iterations) {
        try {
            PBEKeySpec spec = new PBEKeySpec(secret.toCharArray(), salt, iterations, 256);
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(spec)
                    .getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is missing from this JDK", e);
        }
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
