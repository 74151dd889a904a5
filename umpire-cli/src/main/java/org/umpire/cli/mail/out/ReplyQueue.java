package org.umpire.cli.mail.out;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.store.FieldFile;
import org.umpire.cli.store.GameFiles;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;

/**
 * The replies to players' mails waiting to go (see docs/mail-in.md), one file each in {@code mail/queue/} of a game
 * (receipts) or of the intake's folder (answers to mails naming no game): {@code 000001-<id>.reply}, in the
 * order they were queued. A mail is recorded as read as soon as its orders are stored and its reply is
 * here; the reply is sent apart, and retried by every later {@code receive}, {@code send}, {@code resolve}
 * and {@code watch} round until the server takes it. Its file goes once the sent log has it (a reply is
 * never sent twice: its Message-ID derives from the mail it answers). What a reply says was fixed when it
 * was queued: one that goes after the phase was resolved tells no more than it would have at once.
 */
public final class ReplyQueue {

    /** The queue's folder below a game's (or the intake's) folder. */
    public static final String FOLDER = "mail/queue";

    private static final String SUFFIX = ".reply";
    private static final Pattern NAME = Pattern.compile("([0-9]{6,})-[A-Za-z0-9._-]+\\.reply");

    /** One reply waiting, and its file. */
    public record Queued(Path file, OutgoingMail mail) {}

    private ReplyQueue() {}

    /** The queue of a game's (or the intake's) folder. */
    public static Path of(Path baseDir) {
        return baseDir.resolve(FOLDER);
    }

    /** The name {@code mail} takes in {@code queue}: after every reply queued there before. */
    public static String nextName(Path queue, OutgoingMail mail) {
        long last = 0;
        for (Path p : files(queue)) {
            Matcher m = NAME.matcher(p.getFileName().toString());
            if (m.matches()) {
                last = Math.max(last, Long.parseLong(m.group(1)));
            }
        }
        String local = OutboxDelivery.fileName(mail.messageId());
        return String.format(Locale.ROOT, "%06d-%s%s", last + 1, local.substring(0, local.length() - 4), SUFFIX);
    }

    /** Queues {@code mail} in the queue of {@code baseDir} (the intake's folder: a game's are written by its store). */
    public static void put(Path baseDir, OutgoingMail mail) {
        Path queue = of(baseDir);
        GameFiles.createDirectories(baseDir, queue);
        GameFiles.writeAtomically(baseDir, queue.resolve(nextName(queue, mail)), bytes(mail));
    }

    /** A reply as the queue holds it (a reply has no attachment). */
    public static byte[] bytes(OutgoingMail mail) {
        if (!mail.attachments().isEmpty()) {
            throw new IllegalArgumentException("a queued reply has no attachment: " + mail.messageId());
        }
        List<FieldFile.Field> f = new ArrayList<>();
        f.add(new FieldFile.Field("message-id", mail.messageId()));
        f.add(new FieldFile.Field("thread", mail.references()));
        f.add(new FieldFile.Field("audience", mail.to().audience().name()));
        f.add(new FieldFile.Field("to", mail.to().address()));
        f.add(new FieldFile.Field("language", mail.to().language().name()));
        f.add(new FieldFile.Field("subject", mail.subject()));
        for (OutgoingMail.Header h : mail.headers()) {
            f.add(new FieldFile.Field("header", h.name() + ": " + h.value()));
        }
        f.add(new FieldFile.Field("text", mail.text()));
        f.add(new FieldFile.Field("html", mail.html()));
        return FieldFile.of(f).bytes();
    }

    static OutgoingMail read(String source, byte[] bytes) {
        FieldFile f = FieldFile.read(source, bytes);
        List<OutgoingMail.Header> headers = new ArrayList<>();
        for (FieldFile.Field x : f.fields()) {
            if (x.name().equals("header")) {
                int colon = x.value().indexOf(": ");
                headers.add(new OutgoingMail.Header(
                        x.value().substring(0, Math.max(colon, 0)), x.value().substring(colon + 2)));
            }
        }
        try {
            return new OutgoingMail(
                    f.require("message-id", source),
                    f.require("thread", source),
                    new Recipient(
                            Audience.valueOf(f.require("audience", source)),
                            f.require("to", source),
                            Language.valueOf(f.require("language", source))),
                    f.require("subject", source),
                    f.require("text", source),
                    f.require("html", source),
                    List.of(),
                    headers);
        } catch (IllegalArgumentException e) {
            throw new UserException(
                    ExitCode.INVALID,
                    source + ": not a queued reply (" + e.getMessage()
                            + "); move it out of the queue folder and check what it was",
                    e);
        }
    }

    /** The replies waiting in the queue of {@code baseDir}, oldest first. */
    public static List<Queued> pending(Path baseDir) {
        List<Queued> out = new ArrayList<>();
        for (Path p : files(of(baseDir))) {
            if (NAME.matcher(p.getFileName().toString()).matches()) {
                out.add(new Queued(p, read(p.toString(), GameFiles.readStoreFile(p))));
            }
        }
        return out;
    }

    /** Removes from the queue every reply the sent log now has (sent now, or before a stop). */
    public static void done(List<Queued> queued, SendReport report) {
        Set<String> gone = new HashSet<>();
        report.sent().forEach(s -> gone.add(s.messageId()));
        report.skipped().forEach(s -> gone.add(s.messageId()));
        for (Queued q : queued) {
            if (gone.contains(q.mail().messageId())) {
                try {
                    Files.deleteIfExists(q.file());
                } catch (IOException e) {
                    throw new UncheckedIOException(
                            "cannot remove " + q.file() + " (sent already): " + e.getMessage()
                                    + "; check the folder's permissions",
                            e);
                }
            }
        }
    }

    /**
     * Sends the replies waiting in the queue of {@code baseDir} (a game's folder, under its lock, or the
     * intake's), one connection for all, and removes those delivered.
     */
    public static SendReport send(Path baseDir, MailSettings settings, Map<String, String> env, Clock clock) {
        List<Queued> queued = pending(baseDir);
        if (queued.isEmpty()) {
            return new SendReport("nothing queued", List.of(), List.of(), List.of());
        }
        SendReport r = Mailer.forGame(settings, baseDir, env, clock)
                .send(queued.stream().map(Queued::mail).toList());
        done(queued, r);
        return r;
    }

    private static List<Path> files(Path queue) {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(queue, LinkOption.NOFOLLOW_LINKS)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(queue, "*" + SUFFIX)) {
            ds.forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + queue + ": " + e.getMessage(), e);
        }
        out.sort(null);
        return out;
    }
}
