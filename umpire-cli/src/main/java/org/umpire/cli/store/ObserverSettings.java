package org.umpire.cli.store;

/**
 * Changes a game's observers in {@code game.yaml} (docs/club.md#observers): the players' settings and everything
 * else of the file are written again as they were, and the next journal entry binds the new copy (as any change of
 * {@code game.yaml}, {@link GameStore#JOURNAL_CONFIG}). Nothing a player receives depends on the observers.
 */
public final class ObserverSettings {

    private ObserverSettings() {}

    /**
     * Writes {@code observers} into the game's {@code game.yaml}, under the game's lock, which the caller holds.
     *
     * @return the game's settings as now written
     * @throws IllegalArgumentException when an observer is one of the game's players
     */
    public static GameConfig save(GameStore store, GameLock lock, Observers observers) {
        if (lock == null || !lock.isHeld()) {
            throw new IllegalStateException("the game's observers are changed under its lock");
        }
        GameConfig changed = store.config().withObservers(observers);
        GameFiles.writeAtomically(store.dir(), store.dir().resolve(GameStore.CONFIG), ConfigYaml.write(changed));
        return changed;
    }
}
