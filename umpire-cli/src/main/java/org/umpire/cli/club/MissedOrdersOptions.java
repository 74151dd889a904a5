package org.umpire.cli.club;

import java.time.Duration;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.text.TextBundle;

/**
 * The missed-orders options of {@code umpire club init} and {@code umpire new} ({@code --missed-orders},
 * {@code --extension}, {@code --stand-in-limit}, {@code --after-limit}) over a policy they start from (the
 * club's for {@code new}, the program's default for {@code club init}): each option given wins. A bad or
 * inconsistent option is refused naming the option and the fix (exit 2), in the umpire's language.
 *
 * @param missed    {@code --missed-orders}, or null
 * @param extension {@code --extension}, or null
 * @param limit     {@code --stand-in-limit}, or null
 * @param after     {@code --after-limit}, or null
 */
public record MissedOrdersOptions(String missed, String extension, String limit, String after) {

    /** The policy these options make of {@code base}, for a game (or club) with or without deadlines. */
    public MissedOrdersPolicy over(MissedOrdersPolicy base, boolean deadlines, TextBundle t) {
        MissedOrdersPolicy.Kind kind = base.kind();
        if (missed != null) {
            kind = MissedOrdersPolicy.Kind.parse(missed)
                    .orElseThrow(() -> usage(t.get("club.init.badMissed", "value", missed)));
        }
        Optional<Duration> ext = base.extension();
        if (extension != null) {
            ext = MissedOrdersPolicy.extension(extension)
                    .orElseThrow(() -> usage(t.get("club.option.badExtension", "value", extension)));
            if (ext.isPresent() && kind == MissedOrdersPolicy.Kind.WAIT) {
                throw usage(t.get("club.option.extensionWithWait"));
            }
        }
        if (kind == MissedOrdersPolicy.Kind.WAIT) {
            ext = Optional.empty();
        }
        int n = base.standInLimit();
        if (limit != null) {
            n = MissedOrdersPolicy.limit(limit).orElseThrow(() -> usage(t.get("club.option.badLimit", "value", limit)));
            standInOnly(kind, "--stand-in-limit", t);
        }
        MissedOrdersPolicy.AfterLimit a = base.afterLimit();
        if (after != null) {
            a = MissedOrdersPolicy.AfterLimit.parse(after)
                    .orElseThrow(() -> usage(t.get("club.option.badAfterLimit", "value", after)));
            standInOnly(kind, "--after-limit", t);
        }
        if (missed != null && kind == MissedOrdersPolicy.Kind.STAND_IN && !deadlines) {
            throw usage(t.get("club.option.standInWithoutDeadlines"));
        }
        if (kind != MissedOrdersPolicy.Kind.STAND_IN) {
            n = MissedOrdersPolicy.DEFAULT_LIMIT;
            a = MissedOrdersPolicy.AfterLimit.PAUSE;
        }
        return new MissedOrdersPolicy(kind, ext, n, a);
    }

    private static void standInOnly(MissedOrdersPolicy.Kind kind, String option, TextBundle t) {
        if (kind != MissedOrdersPolicy.Kind.STAND_IN) {
            throw usage(t.get("club.option.standInOnly", "option", option, "policy", kind.word()));
        }
    }

    private static UserException usage(String message) {
        return new UserException(ExitCode.USAGE, message);
    }
}
