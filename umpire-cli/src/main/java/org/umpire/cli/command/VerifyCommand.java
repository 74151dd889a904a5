package org.umpire.cli.command;

import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.archive.ArchiveVerifier;
import org.umpire.cli.archive.Finding;
import org.umpire.cli.archive.Verification;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.JournalChain;
import org.umpire.cli.text.TextBundle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code umpire verify ARCHIVE}: checks a finished game's archive with nothing but the archive and the
 * program — the commitment, the journal's hash chain, every die and every phase replayed — and, given
 * the mails a player received, that each one was written from an entry of that journal.
 */
@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = {
            "Checks the archive of a finished game: dice, journal and every phase.",
            "Rebuilds the commitment of the welcome mails from the revealed seed and nonce, follows the journal's"
                    + " hash chain from the commitment to its head, re-derives every die from the seed and replays every"
                    + " phase from its orders, comparing the dice, the events (what each side was told) and the states"
                    + " with the journal. With --mail, also checks that the code at the foot of each mail you received"
                    + " names an entry of this journal."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:verified",
            "1:a check failed (each problem names the entry and the file)",
            "2:bad command line",
            "3:ARCHIVE or a mail file not found",
            "5:a file could not be read"
        })
public final class VerifyCommand implements Callable<Integer> {

    /** The code at the foot of a report, in either language. */
    private static final Pattern CODE =
            Pattern.compile("(?:Journal chain|Cha[iî]ne du journal)\\s*:\\s*([0-9a-f]{" + JournalChain.SHORT + "})");
    /** The largest archive read (a 25-turn game is some 25 MB). */
    private static final long MAX_ARCHIVE = 1L << 30;

    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The archive written by umpire export.")
    Path archive;

    @Option(
            names = "--mail",
            paramLabel = "FILE",
            description = "A report mail you received (.eml, or its text);" + " may be repeated.")
    List<Path> mails = new ArrayList<>();

    @Mixin
    OutputLanguage lang;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        TextBundle t = lang.texts();
        byte[] zip = read(archive, MAX_ARCHIVE, "archive", t);
        List<byte[]> mailBytes = new ArrayList<>();
        for (Path m : mails) {
            mailBytes.add(read(m, GameFiles.MAX_STORE_FILE, "mail", t));
        }
        Path work;
        try {
            work = Files.createTempDirectory("umpire-verify");
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, t.get("verify.error.tempFolder", "reason", e.getMessage()));
        }
        Verification v;
        try {
            v = ArchiveVerifier.verify(zip, work);
        } finally {
            AtomicFiles.deleteTree(work);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(t.get("verify.header", "archive", archive));
        int problems = 0;
        for (Finding f : v.findings()) {
            out.println(t.get("verify." + f.key(), f.params().toArray()));
            problems += f.level() == Finding.Level.PROBLEM ? 1 : 0;
        }
        for (int i = 0; i < mails.size(); i++) {
            problems += checkMail(t, out, mails.get(i), mailBytes.get(i), v.links()) ? 0 : 1;
        }
        long umpireDice =
                v.findings().stream().filter(f -> f.key().equals("umpireDice")).count();
        out.println(
                problems > 0
                        ? t.get("verify.failed", "count", problems)
                        : umpireDice > 0
                                ? t.get("verify.verifiedUmpireDice", "count", umpireDice)
                                : t.get("verify.verified"));
        out.flush();
        return problems == 0 ? ExitCode.OK : ExitCode.INVALID;
    }

    /** Whether the mail's code names an entry of the archive's journal; says so either way. */
    private static boolean checkMail(TextBundle t, PrintWriter out, Path file, byte[] raw, Map<String, String> links) {
        // the mail's own text parts, decoded (a report's foot, whatever its language, its transfer encoding and
        // what it carries beside: the after-action report of the end, the map), then its bytes as text
        String text = decodedParts(raw) + "\n" + new String(raw, StandardCharsets.UTF_8);
        Matcher m = CODE.matcher(text);
        if (!m.find()) {
            out.println(t.get("verify.mailNoCode", "mail", file));
            return false;
        }
        String code = m.group(1);
        Optional<String> entry = links.entrySet().stream()
                .filter(e -> e.getValue().startsWith(code))
                .map(Map.Entry::getKey)
                .findFirst();
        out.println(entry.map(e -> e.equals(ArchiveVerifier.START)
                                || e.startsWith(ArchiveVerifier.SIDE_MAIL)
                                        && e.endsWith(" " + SideSpans.OPENING + ".r0")
                        ? t.get("verify.mailOpening", "mail", file, "code", code)
                        : e.startsWith(ArchiveVerifier.SIDE_MAIL)
                                ? t.get(
                                        "verify.mailSideOk",
                                        "mail",
                                        file,
                                        "code",
                                        code,
                                        "side",
                                        e.substring(
                                                ArchiveVerifier.SIDE_MAIL.length(),
                                                e.indexOf(' ', ArchiveVerifier.SIDE_MAIL.length())),
                                        "key",
                                        e.substring(e.lastIndexOf(' ') + 1))
                                : t.get("verify.mailOk", "mail", file, "code", code, "entry", e))
                .orElse(t.get("verify.mailUnknown", "mail", file, "code", code)));
        return entry.isPresent();
    }

    /** Every text/plain part of a mail, decoded, in order ("" for bytes that are not a mail). */
    static String decodedParts(byte[] raw) {
        try {
            MimeMessage msg = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
            StringBuilder sb = new StringBuilder();
            collect(msg, sb, 0);
            return sb.toString();
        } catch (MessagingException | IOException | RuntimeException e) {
            return "";
        }
    }

    private static void collect(Part part, StringBuilder sb, int depth) throws MessagingException, IOException {
        if (depth > 8) {
            return;
        }
        if (part.isMimeType("text/plain")) {
            Object c = part.getContent();
            if (c instanceof String str) {
                sb.append(str).append('\n');
            }
        } else if (part.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) part.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                collect(mp.getBodyPart(i), sb, depth + 1);
            }
        }
    }

    /** {@code kind}: {@code archive} or {@code mail}, the words {@code verify.what.<kind>}. */
    private static byte[] read(Path file, long max, String kind, TextBundle t) {
        String what = t.get("verify.what." + kind);
        if (!Files.isRegularFile(file)) {
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    t.get(
                            Files.exists(file) ? "verify.error.notFile" : "verify.error.missing",
                            "file",
                            file,
                            "what",
                            what));
        }
        try {
            return GameFiles.readBounded(file, max, what);
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, t.get("verify.error.read", "file", file, "reason", e.getMessage()));
        }
    }
}
