package org.umpire.cli;

/** Entry point of the umpire program. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(UmpireCommand.run(args, System.out, System.err));
    }
}
