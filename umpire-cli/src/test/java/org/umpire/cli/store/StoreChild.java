package org.umpire.cli.store;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import org.umpire.cli.command.StoreErrors;
import org.umpire.engine.model.Side;

/**
 * A second umpire process for the lock and crash tests, started by {@link ChildJvm}:
 * <ul>
 *   <li>{@code hold DIR ID}: takes the game's lock, prints {@code locked}, holds it until its
 *       standard input closes;</li>
 *   <li>{@code try DIR ID}: tries the lock once, prints {@code locked} or {@code conflict CODE MESSAGE};</li>
 *   <li>{@code commit-loop DIR ID N}: takes the lock, prints {@code started}, then commits the
 *       scripted phases 1..N ({@link StoreFixtures#step}), printing each number.</li>
 * </ul>
 */
public final class StoreChild {

    private StoreChild() {}

    public static void main(String[] args) throws IOException {
        GamesHome home = GamesHome.of(Path.of(args[1]));
        GameId id = GameId.parse(args[2]);
        GameStore store = GameStore.open(home, id);
        switch (args[0]) {
            case "hold" -> {
                try (GameLock lock = store.lock()) {
                    System.out.println("locked");
                    System.out.flush();
                    while (System.in.read() >= 0) {
                        // hold until the parent closes our input
                    }
                }
            }
            case "try" -> {
                try (GameLock lock = store.lock()) {
                    System.out.println("locked");
                } catch (StoreException.GameBusy e) {
                    System.out.println("conflict " + StoreErrors.exitCode(e) + " " + e.getMessage());
                }
            }
            case "commit-loop" -> {
                try (GameLock lock = store.lock()) {
                    System.out.println("started");
                    System.out.flush();
                    int n = Integer.parseInt(args[3]);
                    for (int k = store.journal().size() + 1; k <= n; k++) {
                        store.commit(
                                JournalEntry.resolve(Instant.EPOCH.plusSeconds(k))
                                        .withOrders(Side.US, "orders " + k + "\n"),
                                StoreFixtures.step(store.state(), k));
                        System.out.println(k);
                    }
                }
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.out.flush();
    }
}
