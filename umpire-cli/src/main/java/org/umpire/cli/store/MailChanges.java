package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * What one order mail does to a game, made all at once (see docs/mail-in.md): the side's orders stored (or its text
 * kept for its next decision), the mail recorded as read for this phase, and its reply queued to be sent
 * apart. {@link GameStore#receiveMail} writes it ahead of the changes, so a stop at any instant is finished
 * at the next lock of the game, before anything can resolve the phase: a mail is read for exactly one
 * phase, once.
 *
 * @param mailKey   a hash of the mail's Message-ID (no Message-ID in clear in the game folder)
 * @param side      the side that sent it
 * @param turn      the turn of the state it was read against
 * @param phase     the phase of that state: it is only ever applied to it
 * @param changes   the orders files it changes, in order (none for a mail that stores nothing)
 * @param replyFile the name of its reply in {@code mail/queue/}
 * @param reply     the reply, as the queue holds it
 * @param at        when it was read
 */
public record MailChanges(
        String mailKey,
        Side side,
        int turn,
        Phase phase,
        List<Change> changes,
        String replyFile,
        byte[] reply,
        Instant at) {

    /** One change to the orders of the mail's side. */
    public sealed interface Change permits SaveOrders, Keep, DropKept {}

    /** The side's orders for {@code phase} of the turn (the current one, or a later one for orders sent in advance). */
    public record SaveOrders(Phase phase, String text) implements Change {}

    /** The text kept for the side's next decision (I-ORD-25). */
    public record Keep(String text) implements Change {}

    /** The text kept before is forgotten: this mail answers the decision. */
    public record DropKept() implements Change {}

    public MailChanges {
        if (!mailKey.matches("[0-9a-f]{8,64}")) {
            throw new IllegalArgumentException("a mail key is a hex hash, not \"" + mailKey + "\"");
        }
        if (!replyFile.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("\"" + replyFile + "\" is not a queue file name");
        }
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(at, "at");
        changes = List.copyOf(changes);
        reply = reply.clone();
    }

    @Override
    public byte[] reply() {
        return reply.clone();
    }

    /** {@code T03-P1}: the phase the mail was read for. */
    public String phaseKey() {
        return PhaseNames.turnAndPhase(turn, phase);
    }

    byte[] bytes() {
        List<FieldFile.Field> f = new ArrayList<>();
        f.add(new FieldFile.Field("mail", mailKey));
        f.add(new FieldFile.Field("side", side.name()));
        f.add(new FieldFile.Field("turn", Integer.toString(turn)));
        f.add(new FieldFile.Field("phase", phase.name()));
        f.add(new FieldFile.Field("at", at.toString()));
        for (Change c : changes) {
            if (c instanceof SaveOrders s) {
                f.add(new FieldFile.Field("save", s.phase().name()));
                f.add(new FieldFile.Field("text", s.text()));
            } else if (c instanceof Keep k) {
                f.add(new FieldFile.Field("keep", k.text()));
            } else {
                f.add(new FieldFile.Field("drop-kept", ""));
            }
        }
        f.add(new FieldFile.Field("reply-file", replyFile));
        f.add(new FieldFile.Field("reply", new String(reply, StandardCharsets.UTF_8)));
        return FieldFile.of(f).bytes();
    }

    static MailChanges read(String source, byte[] bytes) {
        FieldFile file = FieldFile.read(source, bytes);
        List<Change> changes = new ArrayList<>();
        List<FieldFile.Field> fields = file.fields();
        try {
            for (int i = 0; i < fields.size(); i++) {
                FieldFile.Field x = fields.get(i);
                switch (x.name()) {
                    case "save" ->
                        changes.add(new SaveOrders(
                                Phase.valueOf(x.value()), fields.get(++i).value()));
                    case "keep" -> changes.add(new Keep(x.value()));
                    case "drop-kept" -> changes.add(new DropKept());
                    default -> {}
                }
            }
            return new MailChanges(
                    file.require("mail", source),
                    Side.valueOf(file.require("side", source)),
                    Integer.parseInt(file.require("turn", source)),
                    Phase.valueOf(file.require("phase", source)),
                    changes,
                    file.require("reply-file", source),
                    file.require("reply", source).getBytes(StandardCharsets.UTF_8),
                    Instant.parse(file.require("at", source)));
        } catch (IllegalArgumentException | IndexOutOfBoundsException | DateTimeParseException e) {
            throw new UserException(
                    ExitCode.INVALID,
                    source + ": damaged (" + e.getMessage() + "); remove it after"
                            + " checking which mail it was for (its reply is in it)",
                    e);
        }
    }
}
