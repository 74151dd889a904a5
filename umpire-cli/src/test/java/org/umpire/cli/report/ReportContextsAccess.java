package org.umpire.cli.report;

import java.util.List;

/** Test access to package-level helpers of the report contexts. */
public final class ReportContextsAccess {

    private ReportContextsAccess() {}

    public static String runs(List<String> ids) {
        return ReportContexts.runs(ids);
    }
}
