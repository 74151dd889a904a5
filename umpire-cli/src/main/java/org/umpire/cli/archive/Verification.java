package org.umpire.cli.archive;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code umpire verify} found in an archive.
 *
 * @param findings every check, in the order made
 * @param links    each journal entry's chain link, by entry folder, in journal order (empty when the
 *                 archive could not be read that far): what the codes at the foot of the mails name
 */
public record Verification(List<Finding> findings, Map<String, String> links) {

    public Verification {
        findings = List.copyOf(findings);
        links = Collections.unmodifiableMap(new LinkedHashMap<>(links));
    }

    /** Every check passed: no problem at all. */
    public boolean verified() {
        return findings.stream().noneMatch(f -> f.level() == Finding.Level.PROBLEM);
    }
}
